/* Rules of the resources page, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/** /myaccount/resources (account §2): banners, sections, event list, empty state; one column at 360 px. */
export const resourcesCss = `
${r} .sp-resources:focus { outline: none; }
${r} .sp-resources-loading { max-width: 480px; margin: 24px auto; }
${r} .sp-resources-loading > * + * { margin-top: 12px; }
${r} .sp-banner-about, ${r} .sp-banner-text { display: block; }
${r} .sp-banners, ${r} .sp-resources-list, ${r} .sp-event-list { list-style: none; margin: 0; padding: 0; }
${r} .sp-banners { display: grid; gap: 8px; }
${r} .sp-banner { display: flex; align-items: flex-start; gap: 8px; }
${r} .sp-banner-body { flex: 1 1 auto; min-width: 0; padding-top: 2px; overflow-wrap: anywhere; }
${r} .sp-banner-dismiss { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; margin: -6px -8px -6px 0; padding: 0; border: 0; border-radius: 6px; background: transparent; color: inherit; font: inherit; font-size: 1.4rem; line-height: 1; cursor: pointer; }
${r} .sp-banner-dismiss:hover { background: rgba(0,0,0,.06); }
${r} .sp-alert[data-tone="warning"] { color: #6b4300; border-color: #d99a00; background: #fff7e0; }
${r} .sp-resources-section > * + * { margin-top: 12px; }
${r} .sp-resources-heading { margin: 8px 0 0; font-size: 1.3rem; line-height: 1.3; color: var(--_sp-ink); }
${r} .sp-resources-heading:focus { outline: none; }
${r} .sp-resources-heading:focus-visible { outline: 3px solid var(--_sp-focus); }
${r} .sp-event-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr)); gap: 12px; }
${r} .sp-event { min-width: 0; padding: 14px 16px; border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); background: var(--_sp-bg); }
${r} [data-long] > .sp-event { content-visibility: auto; contain-intrinsic-size: auto 120px; }
${r} .sp-event > * { margin: 0; }
${r} .sp-event > * + * { margin-top: 6px; }
${r} .sp-event-name { font-size: 1.05rem; line-height: 1.3; overflow-wrap: anywhere; }
${r} .sp-event-when { color: var(--_sp-muted); }
${r} .sp-event-links { display: flex; flex-wrap: wrap; gap: 4px 20px; }
${r} .sp-resources-empty { padding: 20px; border-radius: var(--_sp-radius); background: var(--_sp-soft); }
${r} .sp-resources-empty > * { margin: 0; }
${r} .sp-resources-empty > * + * { margin-top: 12px; }
`;
