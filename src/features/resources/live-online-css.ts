/** Styles of the live online resources page and the partner launch (minified at build). */
export const liveOnlineCss = `
.sp-root.sp-root .sp-live-links { list-style: none; margin: 0; padding: 0; }
.sp-root.sp-root .sp-live-links li { margin: 0; border-bottom: 1px solid var(--_sp-border); }
.sp-root.sp-root .sp-live-links li:last-child { border-bottom: 0; }
.sp-root.sp-root .sp-live-links a, .sp-root.sp-root .sp-live-links li > span { display: block; padding: 12px 0; overflow-wrap: anywhere; }
.sp-root.sp-root .sp-live-links div > .sp-live-links, .sp-root.sp-root .sp-live-links div > p { margin: 0 0 8px 10px; padding-left: 14px; border-left: 2px solid var(--_sp-border); }
.sp-root.sp-root .sp-live-toggle { font: inherit; font-weight: 600; display: flex; gap: 8px; align-items: center; width: 100%; min-height: 44px; padding: 10px 0; border: 0; background: none; color: var(--_sp-ink); text-align: left; cursor: pointer; overflow-wrap: anywhere; }
.sp-root.sp-root .sp-live-toggle::before { content: "▸" / ""; color: var(--_sp-primary); }
.sp-root.sp-root .sp-live-toggle[aria-expanded="true"]::before { content: "▾" / ""; }
.sp-root.sp-root .sp-live-status { justify-content: center; }
`;
