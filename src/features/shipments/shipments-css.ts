/* Rules of this screen, under `.sp-root.sp-root` like every rule (see src/ui/portal-css.ts). */
const r = '.sp-root.sp-root';

/**
 * Shipments (issue #16, account §2 /shipmentInfo): one bordered block per
 * shipment, its facts as two columns (one on a phone); a long tracking
 * number breaks rather than pushing the page sideways.
 */
export const shipmentsCss = `
${r} .sp-shipments { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
${r} .sp-shipment { border: 1px solid var(--sp-border); border-radius: var(--sp-radius); padding: 12px 16px; }
${r} .sp-shipment h3 { margin: 0 0 8px; }
${r} .sp-shipment-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
${r} .sp-shipment-facts > div { display: contents; }
${r} .sp-shipment-facts dt { font-weight: 600; }
${r} .sp-shipment-facts dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 480px) { ${r} .sp-shipment-facts { grid-template-columns: 1fr; } ${r} .sp-shipment-facts dd { margin-bottom: 8px; } }
`;
