import type { Carrier, TrackingTemplates } from '../config/brand-sites';
import { outboundUrl } from './outbound-url';

export type { Carrier, TrackingTemplates };

/*
 * Issue #16 shipments (account §2 /shipmentInfo, §7 "carrier tracking"): the
 * carrier is picked from the tracking number's shape, and the link is the
 * brand's https template for that carrier (config/brands.ts `tracking`).
 * A number no carrier rule knows goes to the brand's own tracking page
 * (`other`); text that is no tracking number gets no link (docs/decisions.md).
 */

const placeholder = '{trackingNumber}';

/** Shapes in the order they are tried; the first match wins. */
const shapes: readonly [Carrier, RegExp][] = [
  ['ups', /^1Z[0-9A-Z]{16}$/],
  ['fedex', /^(\d{12}|\d{15})$/],
  ['usps', /^\d{20,22}$/],
  ['other', /^[0-9A-Z-]{1,40}$/],
];

/** The number as carriers print it, without spaces and upper-cased. */
const normalise = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/** The carrier a tracking number belongs to by its shape; null when it is no tracking number. */
export function carrierOf(number: string): Carrier | null {
  const plain = normalise(number);
  return shapes.find(([, shape]) => shape.test(plain))?.[0] ?? null;
}

/**
 * The carrier and its tracking page for a number, from the brand's templates:
 * null without a number, for text that is no tracking number, or when the
 * template does not give a plain https URL holding the number.
 */
export function trackingLink(
  number: string | null | undefined,
  templates: TrackingTemplates,
): { carrier: Carrier; url: string } | null {
  const carrier = number ? carrierOf(number) : null;
  if (!number || !carrier) return null;
  const template = templates[carrier];
  if (!template.includes(placeholder)) return null;
  const url = outboundUrl(template.replace(placeholder, encodeURIComponent(normalise(number))));
  return url ? { carrier, url: url.href } : null;
}
