import type { BrandId } from './brands';

/**
 * Account §4 ambassadors: the brand site's pages the profile's referral
 * section links to. Each must be https on the brand's domains
 * (rules/ambassador.ts checks it with the redirect rule).
 */
export interface AmbassadorPages {
  /** The page a friend opens; `?ref=` and the ambassador's student id are added. */
  referral: string;
  /** The ambassador programme's sign-up page (not offered in Canada). */
  signUp: string;
}

const pages = (site: string): AmbassadorPages => ({ referral: `${site}/refer`, signUp: `${site}/ambassadors/sign-up` });

export const ambassadorPages: Readonly<Record<BrandId, AmbassadorPages>> = {
  main: pages('https://www.summitprep.test'),
  second: pages('https://www.meridianreview.test'),
};
