import type { ReportCheck, SmokeReport } from './report';

/** XML text or attribute value: markup escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function failureBody(error: NonNullable<ReportCheck['error']>): string {
  const lines = [error.message];
  if (error.request) lines.push(`request: ${error.request.method} ${error.request.path} → ${error.request.status ?? 'no answer'}`);
  if (error.path) lines.push(`path: ${error.path}`);
  if (error.curl) lines.push(`curl: ${error.curl}`);
  return lines.join('\n');
}

function testcase(check: ReportCheck): string {
  const area = check.id.split('.')[0] ?? check.id;
  const open = `    <testcase classname="smoke.${escapeXml(area)}" name="${escapeXml(check.id)}" time="${seconds(check.durationMs)}">`;
  const inner: string[] = [];
  if (check.status === 'failed' && check.error) {
    inner.push(
      `      <failure message="${escapeXml(check.error.message)}" type="${escapeXml(check.error.code)}">${escapeXml(failureBody(check.error))}</failure>`,
    );
  } else if (check.status === 'blocked' || check.status === 'skipped') {
    inner.push(`      <skipped message="${escapeXml(`${check.status}: ${check.reason ?? ''}`)}"/>`);
  }
  const out = [`${check.title}${check.status === 'flaky' ? ` (flaky: passed after ${check.retries} retries)` : ''}`];
  inner.push(`      <system-out>${escapeXml(out.join('\n'))}</system-out>`);
  return [open, ...inner, '    </testcase>'].join('\n');
}

/**
 * JUnit XML: one `testsuite` (one `testcase` per check, `classname` =
 * `smoke.<area>`, `name` = check id); failed → `<failure>` with the request,
 * path and curl line; blocked and skipped → `<skipped>`; flaky passes.
 */
export function formatJunitReport(report: SmokeReport): string {
  const { run, counts } = report;
  const skipped = counts.blocked + counts.skipped;
  // Env and brand in the name, so the suites of several runs stay apart once merged (#14.10).
  const suiteName = escapeXml(`student-portal smoke (${run.env}, ${run.brand})`);
  const attributes = `tests="${counts.total}" failures="${counts.failed}" errors="0" skipped="${skipped}" time="${seconds(run.durationMs)}"`;
  const properties = (
    [
      ['env', run.env],
      ['brand', run.brand],
      ['baseUrl', run.baseUrl],
      ['writesAllowed', String(run.writesAllowed)],
      ['exitCode', String(run.exitCode)],
    ] as const
  )
    .map(([name, value]) => `      <property name="${name}" value="${escapeXml(value)}"/>`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${suiteName}" ${attributes}>`,
    `  <testsuite name="${suiteName}" ${attributes} timestamp="${escapeXml(run.startedAt)}">`,
    `    <properties>\n${properties}\n    </properties>`,
    ...report.checks.map(testcase),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
