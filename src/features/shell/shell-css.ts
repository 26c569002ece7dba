/*
 * Header, drawer and footer rules (access §2), added to the full portal's
 * stylesheet by src/app/portal-edition.ts. Every selector starts with `.sp-root.sp-root` (see
 * src/ui/portal-css.ts); no rule needs an inline style. Narrow screens
 * (≤ 720px) get the drawer.
 */
const r = '.sp-root.sp-root';

// Header, frame and utility strip (only the full portal has a shell; the sign-up widget does not).
// Each element's rule is written once: the wide layout here, only what differs at narrow widths below.
const frame = `
${r} .sp-icon { display: inline-block; flex: none; width: 20px; height: 20px; fill: currentColor; fill-rule: evenodd; vertical-align: middle; }
${r} .sp-shell { position: relative; }
${r} .sp-skip { position: absolute; left: 8px; top: 8px; z-index: 50; width: 1px; height: 1px; overflow: hidden; padding: 0; border: 0; clip-path: inset(50%); white-space: nowrap; background: #fff; color: var(--_sp-primary); font: inherit; font-weight: 700; cursor: pointer; }
${r} .sp-skip:focus { width: auto; height: auto; padding: 8px 14px; border-radius: 6px; clip-path: none; box-shadow: 0 4px 12px rgba(16,24,40,.25); }
${r} .sp-main:focus { outline: none; }
${r} .sp-chat-room { height: 88px; }
${r} .sp-footer + .sp-chat-room { background: var(--_sp-soft); }
${r} .sp-shell:has(> .sp-chat-room) :is(a, button, input, select, textarea, summary, [tabindex]) { scroll-margin-bottom: 88px; }
${r} .sp-header { position: relative; z-index: 10; background: var(--_sp-primary); color: var(--_sp-primary-ink); box-shadow: 0 2px 6px rgba(16,24,40,.18); }
${r} .sp-header :focus-visible { outline-color: #fff; }
${r} .sp-header a { color: inherit; text-decoration: none; }
`;

const utility = `
${r} .sp-header-top { background: rgba(0,0,0,.22); font-size: .875rem; }
${r} .sp-header-utility { max-width: 1040px; margin: 0 auto; padding: 4px 16px; min-height: 40px; display: flex; align-items: center; justify-content: flex-end; gap: 20px; }
${r} .sp-phone { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; white-space: nowrap; }
${r} .sp-phone .sp-icon { width: 16px; height: 16px; }
${r} .sp-header-login { display: inline-flex; align-items: center; min-height: 30px; padding: 2px 16px; border: 1px solid rgba(255,255,255,.7); border-radius: 999px; font-weight: 700; }
${r} .sp-header-login:hover { background: rgba(255,255,255,.14); }
${r} .sp-account { position: relative; }
${r} .sp-account-button { display: inline-flex; align-items: center; gap: 8px; min-height: 30px; padding: 2px 12px 2px 14px; border: 1px solid rgba(255,255,255,.7); border-radius: 999px; background: transparent; color: inherit; font: inherit; font-weight: 700; cursor: pointer; }
${r} .sp-account-button:hover, ${r} .sp-account-button[aria-expanded="true"] { background: rgba(255,255,255,.14); }
${r} .sp-chevron { width: 7px; height: 7px; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: translateY(-2px) rotate(45deg); }
${r} .sp-account-button[aria-expanded="true"] .sp-chevron { transform: translateY(2px) rotate(225deg); }
${r} .sp-account-menu { position: absolute; right: 0; top: calc(100% + 8px); z-index: 30; min-width: 210px; margin: 0; padding: 6px; list-style: none; background: #fff; color: var(--_sp-ink); border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); box-shadow: 0 12px 28px rgba(16,24,40,.2); font-size: .95rem; }
${r} .sp-account-menu a { display: block; padding: 10px 12px; border-radius: 6px; color: var(--_sp-ink); }
${r} .sp-account-menu a:hover, ${r} .sp-account-menu a:focus-visible { background: var(--_sp-soft); color: var(--_sp-primary); }
${r} .sp-account-menu :focus-visible { outline-color: var(--_sp-focus); outline-offset: -2px; }
${r} .sp-account-menu li:last-child { margin-top: 4px; padding-top: 4px; border-top: 1px solid var(--_sp-border); }
`;

const bar = `
${r} .sp-header-bar { max-width: 1040px; margin: 0 auto; padding: 10px 16px; min-height: 68px; display: flex; align-items: center; gap: 20px; }
${r} .sp-logo { flex: none; font-weight: 800; font-size: 1.2rem; display: inline-flex; align-items: center; gap: 10px; }
${r} .sp-logo-mark { display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; border-radius: 9px; background: var(--_sp-primary-ink); color: var(--_sp-primary); }
${r} .sp-logo-mark .sp-icon { width: 24px; height: 24px; }
${r} .sp-logo[data-variant="medical-partner"] .sp-logo-mark { color: var(--_sp-danger); }
${r} .sp-logo-name { font-size: 1.3rem; font-weight: 800; letter-spacing: -.01em; white-space: nowrap; }
${r} .sp-logo-tag { padding: 1px 7px; border: 1px solid rgba(255,255,255,.75); border-radius: 4px; font-size: .7rem; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; }
${r} .sp-tabs { display: flex; gap: 4px; margin: 0; padding: 0; list-style: none; }
${r} .sp-tabs[data-variant="bar"] a { display: block; padding: 8px 11px; border-radius: 6px; font-weight: 600; white-space: nowrap; }
${r} .sp-tabs[data-variant="bar"] a:hover { background: rgba(255,255,255,.12); }
${r} .sp-tabs[data-variant="bar"] a[aria-current="page"] { background: rgba(255,255,255,.14); box-shadow: inset 0 -3px 0 var(--_sp-accent); }
${r} .sp-search { display: flex; align-items: center; flex: 0 1 330px; min-width: 180px; height: 40px; margin-left: auto; padding: 0 4px 0 16px; border-radius: 999px; background: #fff; color: var(--_sp-ink); }
${r} .sp-search:focus-within { box-shadow: 0 0 0 3px var(--_sp-accent); }
${r} .sp-search-input { flex: 1; min-width: 0; height: 100%; padding: 0; border: 0; background: transparent; color: var(--_sp-ink); font: inherit; font-size: .9rem; -webkit-appearance: none; appearance: none; }
${r} .sp-search-input:focus-visible { outline: none; }
${r} .sp-search-input::placeholder { color: var(--_sp-muted); opacity: 1; }
${r} .sp-search-button { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 32px; height: 32px; padding: 0; border: 0; border-radius: 50%; background: var(--_sp-primary); color: var(--_sp-primary-ink); cursor: pointer; }
${r} .sp-search-button .sp-icon { width: 18px; height: 18px; }
${r} .sp-search-button:focus-visible { outline-color: var(--_sp-focus); }
${r} .sp-cart { position: relative; display: inline-flex; align-items: center; justify-content: center; flex: none; width: 44px; height: 44px; border-radius: 50%; }
${r} .sp-cart:hover { background: rgba(255,255,255,.12); }
${r} .sp-cart .sp-icon { width: 26px; height: 26px; }
${r} .sp-cart-count { position: absolute; top: 1px; right: -1px; min-width: 19px; height: 19px; padding: 0 5px; border-radius: 10px; background: var(--_sp-accent); color: #1d2433; font-size: .72rem; font-weight: 800; line-height: 19px; text-align: center; }
${r} .sp-cart-count[data-empty="true"] { background: #fff; color: var(--_sp-primary); }
`;

// The menu button and the drawer exist at every width but show only in the narrow layout (below).
const drawer = `
${r} .sp-menu-button { display: none; align-items: center; justify-content: center; width: 44px; height: 44px; margin-left: -6px; padding: 0; border: 0; border-radius: 8px; background: transparent; color: inherit; cursor: pointer; }
${r} .sp-menu-button:hover { background: rgba(255,255,255,.12); }
${r} .sp-burger, ${r} .sp-burger::before, ${r} .sp-burger::after { display: block; width: 22px; height: 2px; border-radius: 1px; background: currentColor; transition: transform .15s ease; }
${r} .sp-burger { position: relative; }
${r} .sp-burger::before, ${r} .sp-burger::after { content: ""; position: absolute; left: 0; }
${r} .sp-burger::before { top: -7px; }
${r} .sp-burger::after { top: 7px; }
${r} .sp-menu-button[aria-expanded="true"] .sp-burger { background: transparent; }
${r} .sp-menu-button[aria-expanded="true"] .sp-burger::before { transform: translateY(7px) rotate(45deg); background: currentColor; }
${r} .sp-menu-button[aria-expanded="true"] .sp-burger::after { transform: translateY(-7px) rotate(-45deg); background: currentColor; }
${r} .sp-drawer { display: none; padding: 4px 16px 16px; background: #fff; color: var(--_sp-ink); border-bottom: 1px solid var(--_sp-border); box-shadow: 0 10px 20px rgba(16,24,40,.12); }
${r} .sp-drawer[hidden] { display: none; }
${r} .sp-drawer :focus-visible { outline-color: var(--_sp-focus); }
${r} .sp-drawer ul { display: block; margin: 0; padding: 0; list-style: none; }
${r} .sp-drawer a { display: flex; align-items: center; gap: 8px; min-height: 48px; padding: 0 8px; border-bottom: 1px solid var(--_sp-soft); color: var(--_sp-ink); font-weight: 600; }
${r} .sp-drawer a[aria-current="page"] { color: var(--_sp-primary); box-shadow: inset 4px 0 0 var(--_sp-accent); }
${r} .sp-drawer-account { margin-top: 12px; }
${r} .sp-drawer-account a { font-weight: 500; }
${r} .sp-drawer-name { padding: 8px 8px 4px; color: var(--_sp-muted); font-size: .8rem; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; }
`;

const footer = `
${r} .sp-footer { margin-top: 48px; background: var(--_sp-soft); border-top: 1px solid var(--_sp-border); }
${r} .sp-footer-inner { max-width: 1040px; margin: 0 auto; padding: 28px 16px 24px; }
${r} .sp-footer-links { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 10px 22px; font-size: .9rem; }
${r} .sp-footer-links a { color: var(--_sp-ink); text-decoration: none; }
${r} .sp-footer-links a:hover { color: var(--_sp-primary); text-decoration: underline; }
${r} .sp-footer-legal { margin: 20px 0 0; padding-top: 16px; border-top: 1px solid var(--_sp-border); color: var(--_sp-muted); font-size: .85rem; }
${r} .sp-footer[data-variant="partner"] .sp-footer-inner { display: flex; flex-wrap: wrap-reverse; align-items: center; justify-content: space-between; gap: 12px 24px; }
${r} .sp-footer[data-variant="partner"] .sp-footer-legal { margin: 0; padding: 0; border: 0; }
`;

// Narrow layout: the drawer. Inside the portal's column (container query), since a host may
// give the widget 400px of a wide page; the media query covers browsers without them.
const narrow = `
  ${r} .sp-header-top, ${r} .sp-header-nav { display: none; }
  ${r} .sp-header-bar { flex-wrap: wrap; gap: 10px 12px; min-height: 0; padding: 8px 12px 12px; }
  ${r} .sp-logo-name { font-size: 1.15rem; }
  ${r} .sp-logo-mark { width: 32px; height: 32px; }
  ${r} .sp-menu-button { display: inline-flex; }
  ${r} .sp-cart { margin-left: auto; }
  ${r} .sp-search { order: 5; flex: 1 1 100%; margin-left: 0; }
  ${r} .sp-drawer { display: block; }
  ${r} .sp-footer-links { display: grid; grid-template-columns: 1fr 1fr; gap: 4px 16px; }
  ${r} .sp-footer-links a { display: block; padding: 8px 0; }
  ${r} .sp-footer[data-variant="partner"] .sp-footer-links { display: flex; }
`;

const layouts = `
${r} { container: sp-portal / inline-size; }
@media (max-width: 720px) {${narrow}}
@container sp-portal (max-width: 720px) {${narrow}}
`;

/** The shell's part of the portal stylesheet. */
export const shellCss = frame + utility + bar + drawer + footer + layouts;
