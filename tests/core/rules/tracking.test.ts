import { describe, expect, it } from 'vitest';
import { type Carrier, type TrackingTemplates, carrierOf, trackingLink } from '../../../src/core/rules/tracking';
import { brands } from '../../../src/core/config/brands';
import { brandSite } from '../../../src/core/config/brand-sites';

const templates: TrackingTemplates = {
  ups: 'https://ups.example/track?tracknum={trackingNumber}',
  fedex: 'https://fedex.example/track/?trknbr={trackingNumber}',
  usps: 'https://usps.example/go?tLabels={trackingNumber}',
  other: 'https://tracking.brand.example/track?number={trackingNumber}',
};

describe('carrier by the tracking number’s shape (issue #16 shipments)', () => {
  it.each<[string, Carrier | null]>([
    // UPS: 1Z and 16 letters or digits (18 in all); 17 or 19 are no UPS number.
    ['1Z999AA10123456784', 'ups'],
    ['1z999aa10123456784', 'ups'],
    ['1Z 999 AA1 01 2345 6784', 'ups'],
    ['1Z999AA1012345678', 'other'],
    ['1Z999AA101234567845', 'other'],
    // FedEx: 12 or 15 digits; 11, 13, 14 and 16 are not.
    ['123456789012', 'fedex'],
    ['123456789012345', 'fedex'],
    ['12345678901', 'other'],
    ['1234567890123', 'other'],
    ['12345678901234', 'other'],
    ['1234567890123456', 'other'],
    // USPS: 20 to 22 digits; 19 and 23 are not.
    ['9400110898825022579', 'other'],
    ['94001108988250225794', 'usps'],
    ['9400110898825022579493', 'usps'],
    ['94001108988250225794931', 'other'],
    // Something else a carrier might print: the brand's own tracking page.
    ['AB-123-CD', 'other'],
    // Nothing to track, or not a tracking number at all.
    ['', null],
    ['   ', null],
    ['1Z999AA1<script>', null],
    ['../../admin', null],
    ['x'.repeat(41), null],
  ])('%j is %s', (number, carrier) => {
    expect(carrierOf(number)).toBe(carrier);
  });
});

describe('tracking link from the brand’s carrier templates', () => {
  it.each<[string | null | undefined, { carrier: Carrier; url: string } | null]>([
    ['1Z999AA10123456784', { carrier: 'ups', url: 'https://ups.example/track?tracknum=1Z999AA10123456784' }],
    ['1z 999aa10123456784', { carrier: 'ups', url: 'https://ups.example/track?tracknum=1Z999AA10123456784' }],
    ['123456789012', { carrier: 'fedex', url: 'https://fedex.example/track/?trknbr=123456789012' }],
    ['9400110898825022579493', { carrier: 'usps', url: 'https://usps.example/go?tLabels=9400110898825022579493' }],
    ['AB-123/CD', null],
    ['AB-123-CD', { carrier: 'other', url: 'https://tracking.brand.example/track?number=AB-123-CD' }],
    [null, null],
    [undefined, null],
    ['', null],
  ])('%j links to %j', (number, expected) => {
    expect(trackingLink(number, templates)).toEqual(expected);
  });

  it('puts the number, without spaces, wherever the template says (path or query)', () => {
    expect(trackingLink('AB-123-CD', { ...templates, other: 'https://t.example/{trackingNumber}/status' })).toEqual({
      carrier: 'other',
      url: 'https://t.example/AB-123-CD/status',
    });
    expect(trackingLink('AB 12', { ...templates, other: 'https://t.example/?n={trackingNumber}' })).toEqual({
      carrier: 'other',
      url: 'https://t.example/?n=AB12',
    });
  });

  it.each([
    ['an http template', 'http://ups.example/track?n={trackingNumber}'],
    ['a javascript: template', 'javascript:alert("{trackingNumber}")'],
    ['a template without the number', 'https://ups.example/track'],
    ['a template with userinfo', 'https://brand.test@evil.example/?n={trackingNumber}'],
    ['no template', ''],
  ])('gives no link for %s (https only)', (_label, template) => {
    expect(trackingLink('1Z999AA10123456784', { ...templates, ups: template })).toBeNull();
  });

  it.each(Object.values(brands).map((b) => [b.id, brandSite(b)] as const))('brand %s has an https template with the number for every carrier', (_id, brand) => {
    for (const carrier of ['ups', 'fedex', 'usps', 'other'] as const) {
      expect(brand.tracking[carrier]).toMatch(/^https:\/\/[^/]+\/.*\{trackingNumber\}/);
    }
    expect(trackingLink('1Z999AA10123456784', brand.tracking)?.url).toMatch(/^https:\/\/.*1Z999AA10123456784/);
  });
});
