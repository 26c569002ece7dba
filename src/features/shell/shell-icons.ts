/** Icon outlines, drawn as SVG paths (24×24 view box). */
export const iconPaths = {
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  cart: 'M3 3h2.6l.6 3H21l-2 8H8.1l.4 2H19v2H6.9L4 5H3zm4 4 1.2 5h9.2l1-5zM9 19.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm8 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z',
  /** Summit Prep: two peaks. */
  markMain: 'M2 19 9 6l4 7.4L15.5 9 22 19z',
  /** Meridian Review: a globe's meridian (drawn with fill-rule evenodd). */
  markSecond:
    'M12 2a10 10 0 1 1 0 20 10 10 0 1 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 1 0 0-16zm0 0a4 8 0 1 0 0 16 4 8 0 1 0 0-16zm0 2a2 6 0 1 0 0 12 2 6 0 1 0 0-12z',
  /** The medical partner variant: a cross. */
  markMedical: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
} as const;

export type IconName = keyof typeof iconPaths;
