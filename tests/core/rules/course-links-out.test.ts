import { describe, expect, it } from 'vitest';
import { type Brand, brands } from '../../../src/core/config/brands';
import { type CourseLinkId, type LinkCourseLike, type LinkDetailLike, courseLinksOut } from '../../../src/core/rules/course-links-out';

const course = (fields: Partial<LinkCourseLike> = {}): LinkCourseLike => ({
  enrollmentId: 'E1',
  programCode: 'MCAT',
  deliveryType: 20,
  redirectType: 'LMS',
  portalRedirectURL: 'https://lms.summitprep.test/course/CA1',
  purchaseStatus: 'ACTIVE',
  ...fields,
});
const detail = (fields: Partial<LinkDetailLike> = {}): LinkDetailLike => ({ balanceDue: 0, Product: [], Shipment: [], ...fields });
const ids = (c: LinkCourseLike, d: LinkDetailLike | null = detail(), ended = false, brand: Brand = brands.main) =>
  courseLinksOut(c, d, { brand, ended }).map((link) => link.id);

describe('which outbound links a course gets (account §7, issue #20.1)', () => {
  it.each<[string, LinkCourseLike, LinkDetailLike | null, boolean, CourseLinkId[]]>([
    ['a subscription (delivery 20) of a graduate program: none', course(), detail(), false, []],
    ['tutoring (delivery 4): the survey, no practice tests', course({ deliveryType: 4, programCode: 'LSAT' }), detail(), false, ['tutoringSurvey']],
    ['tutoring as text "4"', course({ deliveryType: '4', programCode: 'ZZZ' }), detail(), false, ['tutoringSurvey']],
    ['tutoring that ended: none', course({ deliveryType: 4 }), detail(), true, []],
    ['self-paced graduate (1): practice tests', course({ deliveryType: 1 }), detail(), false, ['practiceTest']],
    ['classroom pre-college (2): practice tests', course({ deliveryType: 2, programCode: 'SAT' }), detail(), false, ['practiceTest']],
    ['live online (11): practice tests', course({ deliveryType: 11, programCode: 'GRE' }), detail(), false, ['practiceTest']],
    ['delivery 3: no practice tests', course({ deliveryType: 3 }), detail(), false, []],
    ['the detail’s program wins over the course’s', course({ deliveryType: 1, programCode: 'MCAT' }), detail({ Product: [{ Program: { shortName: 'MBE' } }] }), false, ['forum']],
    ['bar (law): the forum', course({ deliveryType: 1, programCode: 'MBE' }), null, false, ['forum']],
    ['nursing: the forum', course({ deliveryType: 1, programCode: 'NCLEX-PN' }), detail(), false, ['forum']],
    ['medical: the forum', course({ deliveryType: 1, programCode: 'USMLE-STEP1' }), detail(), false, ['forum']],
    ['a program in no group: none', course({ deliveryType: 1, programCode: 'XYZ' }), detail(), false, []],
    ['canvas course: canvas auth', course({ redirectType: 'canvas' }), detail(), false, ['canvas']],
    ['canvas with a foreign redirect URL: none', course({ redirectType: 'CANVAS', portalRedirectURL: 'https://evil.example/x' }), detail(), false, []],
    ['canvas with an http redirect URL: none', course({ redirectType: 'CANVAS', portalRedirectURL: 'http://lms.summitprep.test/x' }), detail(), false, []],
    ['canvas with a portal path: none (Canvas needs a page to return to)', course({ redirectType: 'CANVAS', portalRedirectURL: '/myaccount' }), detail(), false, []],
    ['canvas without a URL: none', course({ redirectType: 'CANVAS', portalRedirectURL: null }), detail(), false, []],
    ['held (FREEZE): only what is owed', course({ deliveryType: 4, purchaseStatus: 'freeze' }), detail({ balanceDue: 5 }), false, ['payment']],
    ['DECLINE without a balance: payment', course({ purchaseStatus: 'DECLINE', deliveryType: 1 }), detail(), false, ['payment']],
    ['a balance of one cent: payment', course(), detail({ balanceDue: 0.01 }), false, ['payment']],
    ['no balance: no payment', course(), detail({ balanceDue: 0 }), false, []],
    ['a negative balance (credit): no payment', course(), detail({ balanceDue: -10 }), false, []],
    ['an ended course still shows payment and tracking', course({ deliveryType: 1 }), detail({ balanceDue: 10, Shipment: [{ trackingNumber: '1Z999AA10123456784' }] }), true, ['payment', 'tracking']],
    [
      'one tracking link per shipment with a tracking number',
      course(),
      detail({ Shipment: [{ trackingNumber: '1Z999AA10123456784' }, { trackingNumber: null }, { trackingNumber: '<bad>' }, { trackingNumber: '9400110898825022579493' }] }),
      false,
      ['tracking', 'tracking'],
    ],
    ['no detail: course fields only', course({ deliveryType: 4 }), null, false, ['tutoringSurvey']],
    [
      'every link, in display order',
      course({ deliveryType: 1, programCode: 'GRE', redirectType: 'CANVAS' }),
      detail({ balanceDue: 1, Shipment: [{ trackingNumber: '123456789012' }] }),
      false,
      ['canvas', 'practiceTest', 'payment', 'tracking'],
    ],
  ])('%s', (_name, c, d, ended, expected) => {
    expect(ids(c, d, ended)).toEqual(expected);
  });
});

describe('each outbound URL (brand config, https, the spec’s query only)', () => {
  it.each<[Brand, string]>([
    [brands.main, 'summitprep.test'],
    [brands.second, 'meridianreview.test'],
  ])('%# the brand’s pages', (brand, root) => {
    const c = course({ enrollmentId: 'E 7&x', deliveryType: 4 });
    expect(courseLinksOut(c, null, { brand, ended: false })[0]?.url).toBe(`https://www.${root}/tutoring/match-survey?eid=E+7%26x`);
    const gre = course({ programCode: 'GRE', deliveryType: 1, redirectType: 'CANVAS', portalRedirectURL: `https://lms.${root}/course/CA1?x=1&y=2` });
    const links = courseLinksOut(gre, detail({ balanceDue: 3 }), { brand, ended: false });
    const client = brand.id === 'main' ? 'summit-portal' : 'meridian-portal';
    expect(links.map((l) => l.url)).toEqual([
      `https://canvas.${root}/login/portal?enrollmentId=E1&canvasClient=${client}&redirectUrl=${encodeURIComponent(`https://lms.${root}/course/CA1?x=1&y=2`)}`,
      `https://practice.${root}/login`,
      `https://www.${root}/payment`,
    ]);
    expect(courseLinksOut(course({ programCode: 'MBE', deliveryType: 1 }), null, { brand, ended: false })[0]?.url).toBe(`https://forum.${root}/session/sso`);
  });

  it('refuses the other brand’s domain as the canvas redirectUrl', () => {
    const c = course({ redirectType: 'CANVAS', portalRedirectURL: 'https://lms.summitprep.test/course/CA1' });
    expect(ids(c, detail(), false, brands.second)).toEqual([]);
    expect(ids(c, detail(), false, brands.main)).toEqual(['canvas']);
  });

  it('a tracking link carries the carrier and the kit name', () => {
    const links = courseLinksOut(course(), detail({ Shipment: [{ trackingNumber: '1Z999AA10123456784', WarehouseKit: { name: ' Books ' } }] }), {
      brand: brands.main,
      ended: false,
    });
    expect(links).toEqual([{ id: 'tracking', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', carrier: 'ups', kit: 'Books' }]);
  });
});
