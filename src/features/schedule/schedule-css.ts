/**
 * Styles of the class schedule and Coming Soon (minified at build). Below
 * 600 px the table reads as stacked rows: each cell on its own line after its
 * column name (the cell's data-label), the header row hidden but kept for
 * screen readers. Coming Soon's names column takes at most 40% (a longer
 * name wraps), so a time range beside it keeps its room; below 600 px each
 * name stands above its value, as in the schedule (a time range with its
 * a.m./p.m. or "h" needs the whole width there).
 */
export const scheduleCss = `
.sp-root.sp-root .sp-schedule { width: 100%; border-collapse: collapse; }
.sp-root.sp-root .sp-schedule caption { text-align: left; font-weight: 600; padding: 0 0 8px; }
.sp-root.sp-root .sp-schedule th, .sp-root.sp-root .sp-schedule td { text-align: left; vertical-align: top; padding: 10px 8px; border-bottom: 1px solid var(--_sp-border); overflow-wrap: anywhere; }
.sp-root.sp-root .sp-schedule-past td { color: var(--_sp-muted); }
.sp-root.sp-root .sp-schedule-past td:first-child .sp-schedule-lines { text-decoration: line-through; }
.sp-root.sp-root .sp-schedule-next td { background: var(--_sp-soft); font-weight: 600; }
.sp-root.sp-root .sp-schedule-tag { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 4px; font-size: 0.8em; background: var(--_sp-primary); color: var(--_sp-primary-ink); text-decoration: none; }
.sp-root.sp-root .sp-schedule-lines { display: block; }
.sp-root.sp-root .sp-next-session h2 { font-size: 1.2rem; margin: 0; }
.sp-root.sp-root .sp-coming-soon { display: grid; grid-template-columns: fit-content(40%) minmax(0, 1fr); gap: 6px 16px; margin: 0; }
.sp-root.sp-root .sp-coming-soon dt { font-weight: 600; }
.sp-root.sp-root .sp-coming-soon dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 600px) {
  .sp-root.sp-root .sp-schedule thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .sp-root.sp-root .sp-schedule, .sp-root.sp-root .sp-schedule caption, .sp-root.sp-root .sp-schedule tbody, .sp-root.sp-root .sp-schedule tr, .sp-root.sp-root .sp-schedule td { display: block; width: 100%; }
  .sp-root.sp-root .sp-schedule tr { border-bottom: 1px solid var(--_sp-border); padding: 8px 0; }
  .sp-root.sp-root .sp-schedule td { border: 0; padding: 4px 0; }
  .sp-root.sp-root .sp-schedule td::before { content: attr(data-label); display: block; font-weight: 600; font-size: 0.85em; }
  .sp-root.sp-root .sp-coming-soon { grid-template-columns: minmax(0, 1fr); row-gap: 2px; }
  .sp-root.sp-root .sp-coming-soon dd + dt { margin-top: 8px; }
}
`;
