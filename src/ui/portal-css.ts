/**
 * The portal's one stylesheet, applied with a constructed stylesheet
 * (adoptedStyleSheets) so it needs no 'unsafe-inline' (issue #5 CSP).
 *
 * Scoping: every selector starts with `.sp-root.sp-root` (specificity 0,2,0+),
 * which beats a host's element, universal and class rules; the first rule
 * reverts every author property inside the root to the browser default, so a
 * careless host reset (`* {…} input {…}`) cannot leak in. `!important` and id
 * rules of a hostile host need `isolation: 'shadow'`.
 *
 * Theme (issue #19.3): rules read internal `--_sp-*` properties, declared on
 * the root as `var(--sp-*, brand default)`. The public `--sp-*` are never
 * declared here, so one set on the host element or any ancestor (custom
 * properties inherit, into shadow trees too; `all` does not reset them) or by
 * the `appearance` option on the root wins, and the brand default applies
 * otherwise. README "Look and layout" lists them.
 */
import { accountUiCss } from './account-ui-css';

const reset = `
.sp-root.sp-root, .sp-root.sp-root :not(svg, svg *), .sp-root.sp-root :not(svg, svg *)::before, .sp-root.sp-root :not(svg, svg *)::after { all: revert; box-sizing: border-box; }
/* SVG keeps its drawing attributes (d, viewBox…), so all:revert is not used on it; the box and text properties a host's universal rule sets are reset one by one instead. */
.sp-root.sp-root svg, .sp-root.sp-root svg * {
  color: inherit; font: inherit; letter-spacing: inherit; text-transform: inherit; text-decoration: none;
  margin: 0; padding: 0; border: 0 none; background: none; box-shadow: none; box-sizing: content-box; outline: none;
}
.sp-root.sp-root {
  display: block; color: var(--_sp-ink); background: var(--_sp-bg);
  font: 400 16px/1.5 var(--sp-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  text-align: left; letter-spacing: normal; text-transform: none; -webkit-font-smoothing: antialiased;
  --_sp-ink: var(--sp-ink, #1d2433); --_sp-muted: var(--sp-muted, #5b6478); --_sp-border: var(--sp-border, #c9cfdb); --_sp-bg: var(--sp-bg, #fff);
  --_sp-soft: var(--sp-soft, #f4f6fa); --_sp-danger: var(--sp-danger, #b3261e); --_sp-success: var(--sp-success, #1e7b34);
  --_sp-focus: var(--sp-focus, #1a5fd0); --_sp-radius: var(--sp-radius, 8px); --_sp-primary-ink: var(--sp-primary-ink, #fff);
}
.sp-root.sp-root[data-brand="main"] { --_sp-primary: var(--sp-primary, #0b4f9c); --_sp-accent: var(--sp-accent, #f2a900); }
.sp-root.sp-root[data-brand="second"] { --_sp-primary: var(--sp-primary, #6a1b5f); --_sp-accent: var(--sp-accent, #2bb3a3); }
.sp-root.sp-root :focus-visible { outline: 3px solid var(--_sp-focus); outline-offset: 2px; }
.sp-root.sp-root a { color: var(--_sp-primary); text-decoration: underline; }
.sp-root.sp-root [hidden] { display: none; }
.sp-root.sp-root .sp-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

const layout = `
.sp-root.sp-root .sp-main { max-width: 1040px; margin: 0 auto; padding: 24px 16px 48px; min-height: 50vh; }
.sp-root.sp-root .sp-card { max-width: 440px; margin: 24px auto; padding: 28px 24px; border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); background: var(--_sp-bg); box-shadow: 0 1px 3px rgba(16,24,40,.08); }
.sp-root.sp-root .sp-heading { margin: 0 0 8px; font-size: 1.6rem; line-height: 1.25; font-weight: 700; color: var(--_sp-ink); }
.sp-root.sp-root .sp-heading:focus { outline: none; }
.sp-root.sp-root .sp-lead { margin: 0 0 20px; color: var(--_sp-muted); }
.sp-root.sp-root .sp-stack > * + * { margin-top: 16px; }
.sp-root.sp-root .sp-row { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.sp-root.sp-root .sp-center { text-align: center; }
.sp-root.sp-root .sp-muted { color: var(--_sp-muted); }
.sp-root.sp-root .sp-block { display: block; margin-bottom: 6px; }
.sp-root.sp-root .sp-aside { margin-top: 20px; padding-top: 16px; border-top: 1px solid var(--_sp-border); }
`;

const forms = `
.sp-root.sp-root form { margin: 0; }
.sp-root.sp-root .sp-field { display: flex; flex-direction: column; gap: 6px; }
.sp-root.sp-root .sp-label { font-weight: 600; font-size: .95rem; color: var(--_sp-ink); }
.sp-root.sp-root .sp-input { font: inherit; width: 100%; min-height: 44px; padding: 10px 12px; border: 1px solid var(--_sp-border); border-radius: 6px; background: #fff; color: var(--_sp-ink); }
.sp-root.sp-root .sp-input[aria-invalid="true"] { border-color: var(--_sp-danger); }
.sp-root.sp-root .sp-field-error { margin: 0; color: var(--_sp-danger); font-size: .9rem; }
.sp-root.sp-root .sp-hint { margin: 0; color: var(--_sp-muted-ink, #555); font-size: .9rem; }
.sp-root.sp-root .sp-textarea { min-height: 6em; resize: vertical; font: inherit; }
.sp-root.sp-root .sp-check .sp-hint { grid-column: 2; }
.sp-root.sp-root .sp-button { font: inherit; font-weight: 700; display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 10px 20px; border: 2px solid var(--_sp-primary); border-radius: 999px; background: var(--_sp-primary); color: var(--_sp-primary-ink); cursor: pointer; text-decoration: none; }
.sp-root.sp-root .sp-button[data-variant="secondary"] { background: transparent; color: var(--_sp-primary); }
.sp-root.sp-root .sp-button[data-block="true"] { width: 100%; }
.sp-root.sp-root .sp-button:disabled, .sp-root.sp-root .sp-button[aria-disabled="true"] { opacity: .5; cursor: not-allowed; }
.sp-root.sp-root .sp-spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: sp-spin .8s linear infinite; }
@keyframes sp-spin { to { transform: rotate(360deg); } }
.sp-root.sp-root .sp-alert { margin: 0; padding: 12px 14px; border-radius: 6px; border: 1px solid; font-size: .95rem; }
.sp-root.sp-root .sp-alert[data-tone="error"] { color: var(--_sp-danger); border-color: currentColor; background: #fdf1f0; }
.sp-root.sp-root .sp-alert[data-tone="success"] { color: var(--_sp-success); border-color: currentColor; background: #eff8f1; }
.sp-root.sp-root .sp-alert[data-tone="info"] { color: var(--_sp-ink); border-color: var(--_sp-border); background: var(--_sp-soft); }
.sp-root.sp-root .sp-rules { list-style: none; margin: 0; padding: 0; font-size: .9rem; color: var(--_sp-muted); }
.sp-root.sp-root .sp-rules li[data-met="true"] { color: var(--_sp-success); }
.sp-root.sp-root .sp-rules li::before { content: "○ "; }
.sp-root.sp-root .sp-rules li[data-met="true"]::before { content: "✓ "; }
.sp-root.sp-root .sp-meter { display: flex; gap: 4px; }
.sp-root.sp-root .sp-meter span { flex: 1; height: 6px; border-radius: 3px; background: var(--_sp-border); }
.sp-root.sp-root .sp-meter[data-label="Weak"] span:nth-child(-n+1) { background: var(--_sp-danger); }
.sp-root.sp-root .sp-meter[data-label="Good"] span:nth-child(-n+2) { background: var(--_sp-accent); }
.sp-root.sp-root .sp-meter[data-label="Strong"] span { background: var(--_sp-success); }
.sp-root.sp-root .sp-password-rules { margin-top: 10px; padding: 12px 14px; border-radius: 6px; background: var(--_sp-soft); }
.sp-root.sp-root .sp-strength-label { margin: 6px 0 0; font-size: .9rem; font-weight: 600; color: var(--_sp-ink); }
.sp-root.sp-root .sp-strength-label:empty { margin: 0; }
.sp-root.sp-root .sp-rules-heading { margin: 8px 0 4px; font-size: .9rem; color: var(--_sp-ink); }
.sp-root.sp-root .sp-rules li { padding: 1px 0; }
.sp-root.sp-root .sp-select { appearance: auto; }
.sp-root.sp-root .sp-input:disabled { background: var(--_sp-soft); color: var(--_sp-muted); }
.sp-root.sp-root .sp-input[readonly] { background: var(--_sp-soft); border-color: transparent; }
.sp-root.sp-root .sp-check { display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; align-items: start; }
.sp-root.sp-root .sp-check input { width: 20px; height: 20px; margin: 2px 0 0; accent-color: var(--_sp-primary); }
.sp-root.sp-root .sp-check .sp-field-error { grid-column: 2; }
`;

/** The sign-up widget's box on a marketing page (no shell around it), and the card at narrow widths. */
const widget = `
.sp-root.sp-root .sp-widget { padding: 1px 0; }
@media (max-width: 720px) { .sp-root.sp-root .sp-card { margin: 12px auto; padding: 20px 16px; border: 0; box-shadow: none; } }
`;

/**
 * The rules every edition uses: the sign-up widget's stylesheet starts with
 * these and leaves out the account screens' progress bar, dialog and
 * accordion (issue #18: the widget carries only what it renders).
 */
export const baseCss = reset + layout + forms + widget;

/** The full portal's shared rules: the base, then the account screens' components. */
export const portalCss = baseCss + accountUiCss;
