import { demoPassword } from '../../cli/simulator/fixture/default/people';

/** The demo accounts of the default fixture (README table); every one shares one password. */
export { demoPassword };

const account = (email: string) => ({ email, password: demoPassword }) as const;

export const accounts = {
  /** Active and expired courses and events, banners, agreements, cases, make-ups, shipments, receipt. */
  demo: account('demo@student-portal.test'),
  /** A pre-college (SAT) student with a parent. */
  precollege: account('precollege@student-portal.test'),
  /** Every login answers 403 until the simulator or its password is reset. */
  locked: account('locked@student-portal.test'),
  /** An already registered email with no courses. */
  registered: account('registered@student-portal.test'),
  /** A Canadian student (postal code, marketing consent off). */
  canada: account('canada@student-portal.test'),
  /** A partner client (chegg): header tools hidden. */
  partner: account('partner@student-portal.test'),
  /** A bar (MBE) student whose course the routing lookup re-points. */
  bar: account('bar@student-portal.test'),
  /** An ambassador in Canada: the referral card without the sign-up (demo is an ambassador outside it). */
  ambassador: account('ambassador@student-portal.test'),
} as const;

export type DemoAccount = keyof typeof accounts;
