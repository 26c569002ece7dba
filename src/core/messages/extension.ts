/**
 * Need more time? and Extend Course (issue #16, account §2, §4, §7, §9): texts
 * the account spec names without wording. "Need more time?", "Extend your
 * online access" and "Ask about live instruction" are account §2's
 * (account.ts); "Extend Course" is the route title (routes.ts).
 */
import { catalogue } from './catalogue';

export const extensionTexts = /*#__PURE__*/ catalogue('extensionTexts', {
  lead: 'Choose how you would like to keep studying.',
  chatUnavailable: 'Live chat is not available right now. Contact us and we will help you with live instruction.',
  noOptions: 'There is no extension available for this course. Contact us and we will help you find more time.',
  missingEnrollment: 'We could not tell which course to extend. Go back to your resources and choose Extend Course on the course.',
  price: 'Price',
  weeks: 'Number of weeks',
  weekOption: (weeks: number) => (weeks === 1 ? '1 week' : `${weeks} weeks`),
  perWeek: (price: string) => `${price} per week`,
  total: 'Total',
  addToCart: 'Add to Cart',
  cartUnavailable: 'This extension cannot be added to the cart right now. Please try again later or contact us.',
  contactUs: 'Contact us',
} as const);
