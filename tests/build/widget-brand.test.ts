// The brands' account-screen data (`brandSites` in src/core/config/brands.ts: payment and course-finder pages,
// carrier tracking, the attendance system, the content token, the hand-off pages) is read only by the full portal's screens, so the
// widget, whose mounts hold only `Brand`, does not carry it (#18). The dist checks need `npm run build` first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands } from '../../src/core/config/brands';
import { brandSites } from '../../src/core/config/brand-sites';

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

  // The hand-off pages are built from the site's address (`${site}/class/{code}`); the class page's template is their mark.
  it('the widget leaves out the hand-off pages; the full portal keeps them', () => {
    expect(brandSites.main.handOff.classPage.endsWith('/class/{code}')).toBe(true);
    expect(bundle('student-portal-signup.js').includes('/class/{code}')).toBe(false);
    expect(bundle('student-portal.js').includes('/class/{code}')).toBe(true);
  });

  it('the widget keeps the brand data its screens read (the event finder, terms and privacy, the site)', () => {
    const code = bundle('student-portal-signup.js');
    for (const brand of Object.values(brands)) expect(code.includes(brand.findEventUrl.replace(brand.siteUrl, ''))).toBe(true);
    expect(code.includes('"https://www.summitprep.test"')).toBe(true);
  });
});
