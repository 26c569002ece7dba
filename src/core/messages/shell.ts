import { catalogue } from './catalogue';
import { accessScreens } from './access';

// The portal frame: header, drawer, footer and the texts of the portal itself (loading, not found).

/** Access spec §2 footer links, in order (keys match the brands' `footerLinks`). */
export const footerLinks = /*#__PURE__*/ catalogue('footerLinks', {
  contactUs: 'Contact Us',
  logIn: accessScreens.logIn,
  about: 'About',
  careers: 'Careers',
  international: 'International',
  partnerships: 'Partnerships',
  press: 'Press',
  teach: 'Teach',
  terms: 'Terms',
  privacy: 'Privacy',
  californiaPrivacy: 'California privacy',
  siteMap: 'Site map',
} as const);

/** Header, drawer and footer texts the spec does not quote (access §2; docs/decisions.md). */
export const shellTexts = /*#__PURE__*/ catalogue('shellTexts', {
  mainNav: 'Main',
  footerNav: 'Footer',
  menu: 'Menu',
  accountMenu: 'Account menu',
  accountFallbackName: 'My Account',
  search: 'Search',
  cart: 'Cart',
  cartItems: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  opensInNewTab: '(opens in a new tab)',
  /** The medical partner's logo variant (access §6): the brand name with this tag. */
  medicalLogoTag: 'Medical',
  copyright: (year: number, brand: string) => `© ${year} ${brand}`,
} as const);

/** Texts of the portal frame that the specs do not quote (docs/decisions.md). */
export const portalScreens = /*#__PURE__*/ catalogue('portalScreens', {
  loading: 'Loading…',
  notFoundHeading: 'We couldn’t find that page',
  notFoundBody: 'The link may be old or mistyped.',
  goHome: 'Go to the home page',
  tryAgain: 'Try again',
  notBuiltHeading: 'This page is on its way',
  notBuiltBody: 'This part of your account is not available in this portal yet.',
  skipToContent: 'Skip to content',
  mainLabel: 'Student portal',
} as const);
