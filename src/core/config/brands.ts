/**
 * The two brands as data (access §1, §9). No URL of the product is spelled
 * anywhere else: screens, the API client and the CLI read them from here.
 * The domains are reserved `.test` names standing for the real ones.
 */
export type BrandId = 'main' | 'second';

export type ChatFamily = 'nursing' | 'medical' | 'precollege' | 'graduate';

/** Access §2 footer links that point at the brand's site. */
export type FooterLinkId =
  | 'about'
  | 'careers'
  | 'international'
  | 'partnerships'
  | 'press'
  | 'teach'
  | 'terms'
  | 'privacy'
  | 'californiaPrivacy'
  | 'siteMap';

export interface ServiceBases {
  /** Origin serving /rest-services/… */
  rest: string;
  /** Main GraphQL endpoint ({api}/graphql). */
  api: string;
  /** Identity service GraphQL endpoint origin. */
  identity: string;
  /** Resource-routing service origin (my-resource). */
  routing: string;
  /** Third-party content service origin (MCAT dates). */
  content: string;
}

export interface Brand {
  id: BrandId;
  displayName: string;
  /** Registrable domains the brand owns; every subdomain belongs to the brand too. */
  domains: readonly string[];
  /** Hosts that serve this brand's portal. */
  hosts: { production: string; qa: string };
  /** Display form of the phone number, `{phone}` in the spec. */
  phone: string;
  helpCentreUrl: string;
  /** The brand's main website (access §5: an email with exactly 8 digits is sent there instead of registering). */
  siteUrl: string;
  /** The brand site's event finder (confirmation screen: Look for another event). */
  findEventUrl: string;
  cartUrl: string;
  /**
   * Live-chat scripts by program family (access §9), loaded on every page
   * unless the host mounts with `chat: false`. A host page with a strict CSP
   * allows the chat origin in `script-src` (and `connect-src`) or switches chat
   * off; against the simulator its same-origin stand-in is loaded instead
   * (`chatScripts` in environment.ts).
   */
  chat: Record<ChatFamily, string>;
  /** Access §2 footer links that leave the portal (Contact Us and Log In are portal routes). */
  footerLinks: Record<FooterLinkId, string>;
  /** Identity tenant name sent with the identity login mutation. */
  tenant: string;
  /** Service bases per environment; `second` uses the first brand's bases (access §9). */
  services: { production: ServiceBases; qa: ServiceBases };
}

function bases(root: string): ServiceBases {
  return {
    rest: `https://services.${root}`,
    api: `https://api.${root}`,
    identity: `https://identity.${root}`,
    routing: `https://routing.${root}`,
    content: `https://content.${root}`,
  };
}

function siteLinks(site: string): Record<FooterLinkId, string> {
  return {
    about: `${site}/about`,
    careers: `${site}/careers`,
    international: `${site}/international`,
    partnerships: `${site}/partnerships`,
    press: `${site}/press`,
    teach: `${site}/teach`,
    terms: `${site}/terms`,
    privacy: `${site}/privacy`,
    californiaPrivacy: `${site}/california-privacy`,
    siteMap: `${site}/sitemap`,
  };
}

const mainServices = {
  production: bases('summitprep.test'),
  qa: bases('qa.summitprep.test'),
};

export const brands: Readonly<Record<BrandId, Brand>> = {
  main: {
    id: 'main',
    displayName: 'Summit Prep',
    domains: ['summitprep.test'],
    hosts: { production: 'www.summitprep.test', qa: 'qa.summitprep.test' },
    phone: '1-800-527-8378',
    helpCentreUrl: 'https://help.summitprep.test',
    siteUrl: 'https://www.summitprep.test',
    findEventUrl: 'https://www.summitprep.test/events',
    cartUrl: 'https://www.summitprep.test/cart',
    chat: {
      nursing: 'https://chat.summitprep.test/nursing.js',
      medical: 'https://chat.summitprep.test/medical.js',
      precollege: 'https://chat.summitprep.test/precollege.js',
      graduate: 'https://chat.summitprep.test/graduate.js',
    },
    footerLinks: siteLinks('https://www.summitprep.test'),
    tenant: 'summit',
    services: mainServices,
  },
  second: {
    id: 'second',
    displayName: 'Meridian Review',
    domains: ['meridianreview.test'],
    hosts: { production: 'www.meridianreview.test', qa: 'qa.meridianreview.test' },
    phone: '1-800-527-8378',
    helpCentreUrl: 'https://help.meridianreview.test',
    siteUrl: 'https://www.meridianreview.test',
    findEventUrl: 'https://www.meridianreview.test/events',
    cartUrl: 'https://www.meridianreview.test/cart',
    chat: {
      nursing: 'https://chat.summitprep.test/nursing.js',
      medical: 'https://chat.summitprep.test/medical.js',
      precollege: 'https://chat.summitprep.test/precollege.js',
      graduate: 'https://chat.summitprep.test/graduate.js',
    },
    footerLinks: siteLinks('https://www.meridianreview.test'),
    tenant: 'meridian',
    // access §9: on the second brand's host the first brand's base is used.
    services: mainServices,
  },
};

export const defaultBrandId: BrandId = 'main';

export function isBrandId(value: string): value is BrandId {
  return Object.hasOwn(brands, value);
}

export function getBrand(id: BrandId = defaultBrandId): Brand {
  return brands[id];
}

/** The brand whose hosts or domains include `host`, if any. */
export function brandForHost(host: string): Brand | undefined {
  const h = normalizeHost(host);
  return Object.values(brands).find((b) => b.domains.some((d) => hostWithinDomain(h, d)));
}

/** Lower-cased host without port or a trailing dot. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** True when `host` is `domain` itself or one of its subdomains (no look-alike suffixes). */
export function hostWithinDomain(host: string, domain: string): boolean {
  const d = domain.toLowerCase();
  return host === d || host.endsWith(`.${d}`);
}

/** Every origin the brand's services answer on, production and QA (`https://api.summitprep.test` …). */
export function serviceOrigins(brand: Brand): string[] {
  return Object.values(brand.services).flatMap((bases: ServiceBases) => Object.values(bases).map((base) => new URL(base).origin));
}

/** The origins of the brand's own portal pages, production and QA. */
export function portalOrigins(brand: Brand): string[] {
  return [brand.hosts.production, brand.hosts.qa].map((host) => `https://${host}`);
}
