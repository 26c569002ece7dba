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

/** See `Brand.handOff`. */
export interface SiteHandOffs {
  classSwitch: string;
  search: string;
  /** `{code}` is replaced by the encoded class code. */
  classPage: string;
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

function siteHandOffs(site: string): SiteHandOffs {
  return { classSwitch: `${site}/class-switch`, search: `${site}/search`, classPage: `${site}/class/{code}` };
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

/*
 * The brands' data only the full portal's account screens read (#18): payment and course-finder
 * pages, carrier tracking, the attendance system, the content token and the hand-off pages. Kept out of `Brand`, which every
 * mount holds, so the sign-up widget, which shows none of them, does not carry them; read as
 * `brandSite(brand)` by the screens that show them.
 */
/** Carriers the tracking link knows by the number's shape (rules/tracking.ts); `other` is any other number. */
export type Carrier = 'ups' | 'fedex' | 'usps' | 'other';

/** One https URL template per carrier; `{trackingNumber}` is replaced by the URL-encoded number. */
export type TrackingTemplates = Readonly<Record<Carrier, string>>;

export interface BrandSite {
  paymentUrl: string;
  /**
   * Carrier tracking pages (account §7 "carrier tracking"), one https template
   * per carrier picked by the tracking number's shape (rules/tracking.ts);
   * `{trackingNumber}` is replaced by the URL-encoded number. `other` is the
   * brand's own tracking page, for numbers no carrier rule knows.
   */
  tracking: TrackingTemplates;
  /** External attendance system (access §2, /pg/img-accudemia-login). */
  attendance: { loginUrl: string; forgotPasswordUrl: string };
  /** The brand site's course finder (resources empty state: the find-prep promo). */
  findPrepUrl: string;
  /**
   * The content service's public read token (account §7 "with a token
   * header"): it only reads published content, like a CDN key, so it ships
   * in the bundle.
   */
  contentToken: string;
  /**
   * The brand site's pages the portal hands off to (issue 16 "Links out"):
   * class switch (its query added), search (`?q=` added) and a class's page
   * (`{code}` replaced). Each is https on the brand's domains.
   */
  handOff: SiteHandOffs;
  /** Account §7 outbound links of a course's details (rules/course-links-out.ts); each an https page of the brand. */
  courseLinks: CourseLinkBases;
}

/** See `BrandSite.courseLinks`: the pages, and the client id the portal names itself by to the brand's Canvas. */
export interface CourseLinkBases {
  tutoringSurvey: string;
  canvasAuth: string;
  canvasClient: string;
  forum: string;
  practiceTest: string;
}

/** The carriers' public tracking pages, and the brand's own page for any other number. */
function carrierTracking(other: string): TrackingTemplates {
  return {
    ups: 'https://www.ups.com/track?tracknum={trackingNumber}',
    fedex: 'https://www.fedex.com/fedextrack/?trknbr={trackingNumber}',
    usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingNumber}',
    other,
  };
}

/** Both brands share the attendance system and the tracking page for numbers no carrier rule knows. */
function siteData(site: string, contentToken: string, root: string, canvasClient: string): BrandSite {
  return {
    paymentUrl: `${site}/payment`,
    tracking: carrierTracking('https://tracking.summitprep.test/track?number={trackingNumber}'),
    attendance: {
      loginUrl: 'https://attendance.summitprep.test/login',
      forgotPasswordUrl: 'https://attendance.summitprep.test/forgot-password',
    },
    findPrepUrl: `${site}/courses`,
    contentToken,
    handOff: siteHandOffs(site),
    courseLinks: {
      tutoringSurvey: `${site}/tutoring/match-survey`,
      canvasAuth: `https://canvas.${root}/login/portal`,
      canvasClient,
      forum: `https://forum.${root}/session/sso`,
      practiceTest: `https://practice.${root}/login`,
    },
  };
}

export const brandSites: Readonly<Record<BrandId, BrandSite>> = {
  main: siteData('https://www.summitprep.test', 'summit-public-read', 'summitprep.test', 'summit-portal'),
  second: siteData('https://www.meridianreview.test', 'meridian-public-read', 'meridianreview.test', 'meridian-portal'),
};

/** The account-screen data of the mount's brand. */
export function brandSite(brand: Pick<Brand, 'id'>): BrandSite {
  return brandSites[brand.id];
}

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
