/** Styles of resources/course-card-css (minified at build). */
// content-visibility on long lists: a student with hundreds of courses only pays layout and paint for the cards on screen.
export const courseCardCss = `
.sp-root.sp-root .sp-course-card { list-style: none; margin: 0 0 12px; padding: 16px; border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); background: var(--_sp-bg); }
.sp-root.sp-root [data-long] > .sp-course-card { content-visibility: auto; contain-intrinsic-size: auto 112px; }
.sp-root.sp-root .sp-course-card[data-disabled="true"] { background: var(--_sp-soft); color: var(--_sp-muted); }
.sp-root.sp-root .sp-course-head { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: flex-start; justify-content: space-between; }
.sp-root.sp-root .sp-course-summary { flex: 1 1 240px; min-width: 0; }
.sp-root.sp-root .sp-course-title { margin: 0; font-size: 1.15rem; line-height: 1.3; overflow-wrap: anywhere; }
.sp-root.sp-root .sp-course-expiry, .sp-root.sp-root .sp-course-note { margin: 4px 0 0; font-size: .95rem; }
.sp-root.sp-root .sp-course-expiry[data-warn="true"], .sp-root.sp-root .sp-course-expiry[data-warn="true"] a { color: var(--_sp-danger); font-weight: 600; }
.sp-root.sp-root .sp-course-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.sp-root.sp-root .sp-course-panel { margin-top: 16px; padding-top: 16px; border-top: 1px solid var(--_sp-border); }
.sp-root.sp-root .sp-course-links, .sp-root.sp-root .sp-links-out { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 0; padding: 0; list-style: none; }
@media (max-width: 480px) {
  .sp-root.sp-root .sp-course-actions, .sp-root.sp-root .sp-course-actions .sp-button { width: 100%; }
}
`;
