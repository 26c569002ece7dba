/* Rules of this screen, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/**
 * Shipments (issue #16, account §2 /shipmentInfo): one bordered block per
 * shipment, its facts as two columns (one on a phone, src/ui/facts.tsx); a long tracking
 * number breaks rather than pushing the page sideways.
 */
export const shipmentsCss = `
${r} .sp-shipments { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
${r} .sp-shipment { border: 1px solid var(--_sp-border); border-radius: var(--_sp-radius); padding: 12px 16px; }
${r} .sp-shipment h3 { margin: 0 0 8px; }
`;
