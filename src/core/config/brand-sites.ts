import type { Brand, BrandId } from './brands';

/*
 * The brands' data only the full portal's account screens read (#18): payment and course-finder
 * pages, carrier tracking, the attendance system, the content token and the hand-off pages. Kept out of `Brand`, which every
 * mount holds, so the sign-up widget, which shows none of them, does not carry them; read as
 * `brandSite(brand)` by the screens that show them. A module apart from ./brands.ts (#31.4): the ES
 * module's account chunk carries it, not the entry.
 */

/** See `BrandSite.handOff`. */
export interface SiteHandOffs {
  classSwitch: string;
  search: string;
  /** `{code}` is replaced by the encoded class code. */
  classPage: string;
}

function siteHandOffs(site: string): SiteHandOffs {
  return { classSwitch: `${site}/class-switch`, search: `${site}/search`, classPage: `${site}/class/{code}` };
}

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
