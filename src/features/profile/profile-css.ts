/* Rules of the profile screens, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/** The profile overview cards and the form layout every profile edit shares (account §2, §4). */
export const profileCss = `
${r} .sp-form-actions { justify-content: space-between; padding-top: 4px; }
${r} .sp-cancel { display: inline-flex; align-items: center; min-height: 44px; padding: 0 4px; }
${r} .sp-profile-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr)); gap: 16px; margin: 0; padding: 0; list-style: none; }
${r} .sp-profile-card { display: flex; flex-direction: column; gap: 12px; padding: 20px; border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); background: var(--_sp-bg); }
${r} .sp-profile-card h2 { margin: 0; font-size: 1.15rem; }
${r} .sp-profile-card dl { margin: 0; flex: 1; }
${r} .sp-profile-card p { margin: 0; }
${r} .sp-profile-card dt { font-size: .85rem; color: var(--_sp-muted); }
${r} .sp-profile-card dd { margin: 0 0 10px; overflow-wrap: anywhere; }
${r} .sp-profile-card a { align-self: flex-start; display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; }
${r} .sp-readonly { margin: 0; padding: 10px 12px; border-radius: 6px; background: var(--_sp-soft); overflow-wrap: anywhere; }
`;
