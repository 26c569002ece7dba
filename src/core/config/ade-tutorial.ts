/**
 * The /ade-tutorial walkthrough (account §2 "walkthrough video page"; the
 * spec shows no source). Paths on the REST base, so the video is same-origin
 * wherever the page and its services share one (the simulator, a loopback
 * page, examples/strict-csp.html: `media-src` falls back to `default-src
 * 'self'`). `captions: null` when the source has none: then no track.
 */
export interface TutorialMedia {
  video: { path: string; type: string };
  captions: { path: string; lang: string } | null;
}

export const adeTutorialMedia: TutorialMedia = {
  video: { path: '/media/ade-tutorial.webm', type: 'video/webm' },
  captions: { path: '/media/ade-tutorial.vtt', lang: 'en' },
};
