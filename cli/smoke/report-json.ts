import type { SmokeReport } from './report';

/**
 * The JSON report: the `SmokeReport` object, two-space indented, one
 * trailing newline. Its shape is documented in docs/smoke.md (`## Output`)
 * and versioned by `schemaVersion`; fields are only ever added.
 */
export function formatJsonReport(report: SmokeReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
