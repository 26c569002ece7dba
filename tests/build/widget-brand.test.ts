// The brands' account-screen data (`brandSites` in src/core/config/brands.ts: payment and course-finder pages,
// carrier tracking, the attendance system, the content token) is read only by the full portal's screens, so the
// widget, whose mounts hold only `Brand`, does not carry it (#18). The dist checks need `npm run build` first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandSites, brands } from '../../src/core/config/brands';

const bundle = (name: string) => readFileSync(join(process.cwd(), 'dist', name), 'utf8');

describe('the brands’ account-screen data (#18)', () => {
  const siteValues = Object.values(brandSites).flatMap((site) => [
    site.paymentUrl,
    site.findPrepUrl,
    site.contentToken,
    site.attendance.loginUrl,
    site.attendance.forgotPasswordUrl,
    site.tracking.ups,
    site.tracking.other,
  ]);

  it.each(siteValues)('the widget leaves out %s', (value) => {
    expect(bundle('student-portal-signup.js').includes(value), value).toBe(false);
  });

  it.each(siteValues)('the full portal keeps %s', (value) => {
    expect(bundle('student-portal.js').includes(value.replace(/^https:\/\/www\.[a-z]+\.test/, '')), value).toBe(true);
  });

  it('the widget keeps the brand data its screens read (the event finder, terms and privacy, the site)', () => {
    const code = bundle('student-portal-signup.js');
    for (const brand of Object.values(brands)) expect(code.includes(brand.findEventUrl.replace(brand.siteUrl, ''))).toBe(true);
    expect(code.includes('"https://www.summitprep.test"')).toBe(true);
  });
});
