import { describe, expect, it } from 'vitest';
import {
  caseEnrollmentOptions,
  detailsForTopic,
  findCreatedCase,
  knowledgeArticleHref,
  resolveCasePrefill,
} from '../../../src/core/rules/case-create';

const details = [
  { label: 'Login issue', value: 'Login issue', validFor: 'Technical Support' },
  { label: 'Video playback', value: 'Video playback', validFor: ['Technical Support'] },
  { label: 'Refund request', value: 'Refund request', validFor: 'Billing' },
  { label: 'Payment question', value: 'Payment question', validFor: 'Billing; Subscription' },
  { label: 'Other', value: 'Other', validFor: null },
  { label: 'Blank', value: 'Blank', validFor: ' ' },
  { label: 'Shared', value: 'Shared', validFor: ['Billing', 'Technical Support'] },
];
const values = (entries: { value: string }[]) => entries.map((e) => e.value);

describe('detailsForTopic (account §3 Picklist validFor)', () => {
  it.each([
    { why: 'no topic chosen yet: no details', topic: '', expected: [] },
    { why: 'a topic named as the string validFor or in the array', topic: 'Technical Support', expected: ['Login issue', 'Video playback', 'Other', 'Blank', 'Shared'] },
    { why: 'a topic in a ;-separated validFor', topic: 'Subscription', expected: ['Payment question', 'Other', 'Blank'] },
    { why: 'Billing', topic: 'Billing', expected: ['Refund request', 'Payment question', 'Other', 'Blank', 'Shared'] },
    { why: 'the topic is compared exactly (a different case is another value)', topic: 'billing', expected: ['Other', 'Blank'] },
    { why: 'an unknown topic: only the details valid for every topic', topic: 'Books', expected: ['Other', 'Blank'] },
  ])('$why', ({ topic, expected }) => {
    expect(values(detailsForTopic(details, topic))).toEqual(expected);
  });
});

const help = 'https://help.summitprep.test';

describe('knowledgeArticleHref (links are https or on the help centre)', () => {
  it.each([
    { why: 'a slug goes under the help centre', urlName: 'reset-your-password', expected: `${help}/s/article/reset-your-password` },
    { why: 'a slug is one encoded path segment', urlName: 'a b/../../x?y#z', expected: `${help}/s/article/a%20b%2F..%2F..%2Fx%3Fy%23z` },
    { why: 'a leading slash is a slug character, not a root', urlName: '/admin', expected: `${help}/s/article/%2Fadmin` },
    { why: 'an https URL is kept', urlName: 'https://kb.example.test/a?b=1', expected: 'https://kb.example.test/a?b=1' },
    { why: 'an HTTPS scheme in capitals is https', urlName: 'HTTPS://kb.example.test/a', expected: 'https://kb.example.test/a' },
    { why: 'plain http is refused', urlName: 'http://kb.example.test/a', expected: null },
    { why: 'javascript: is refused', urlName: 'javascript:alert(1)', expected: null },
    { why: 'javascript: with spaces and case is refused', urlName: '  JaVaScRiPt:alert(1)', expected: null },
    { why: 'data: is refused', urlName: 'data:text/html,<b>x</b>', expected: null },
    { why: 'a protocol-relative URL is refused', urlName: '//evil.test/x', expected: null },
    { why: 'credentials in an https URL are refused', urlName: 'https://user:pw@kb.example.test/', expected: null },
    { why: 'empty', urlName: '   ', expected: null },
  ])('$why', ({ urlName, expected }) => {
    expect(knowledgeArticleHref(help, urlName)).toBe(expected);
  });

  it('a help centre URL with a trailing slash or a path keeps its path', () => {
    expect(knowledgeArticleHref('https://help.test/en/', 'x')).toBe('https://help.test/en/s/article/x');
  });
});

const topics = [
  { label: 'Technical Support', value: 'Technical Support' },
  { label: 'Billing', value: 'Billing' },
];
const enrollments = [
  { value: 'E1', label: 'MCAT Self-Paced' },
  { value: 'E2', label: 'GRE Live Online' },
];
const lists = { enrollments, topics, details };
const query = (q: string) => new URLSearchParams(q);

describe('resolveCasePrefill (account §2 /pg/createcase query, §5 prefilled cases are locked)', () => {
  it.each([
    { why: 'nothing asked', q: '', expected: { enrollmentId: null, topic: null, topicDetail: null, description: null, descriptionLocked: false, ignored: [] } },
    {
      why: 'all four valid',
      q: 'eid=E2&topic=Billing&topicDetail=Refund%20request&description=Please%20refund',
      expected: { enrollmentId: 'E2', topic: 'Billing', topicDetail: 'Refund request', description: 'Please refund', descriptionLocked: true, ignored: [] },
    },
    { why: 'an enrollment that is not the student’s is ignored', q: 'eid=E9', expected: { enrollmentId: null, topic: null, topicDetail: null, description: null, descriptionLocked: false, ignored: ['eid'] } },
    { why: 'a topic not in the picklist is ignored', q: 'topic=Nope', expected: { enrollmentId: null, topic: null, topicDetail: null, description: null, descriptionLocked: false, ignored: ['topic'] } },
    {
      why: 'a detail not valid for the topic is ignored, the topic kept',
      q: 'topic=Billing&topicDetail=Login%20issue',
      expected: { enrollmentId: null, topic: 'Billing', topicDetail: null, description: null, descriptionLocked: false, ignored: ['topicDetail'] },
    },
    {
      why: 'a detail alone brings its one topic',
      q: 'topicDetail=Login%20issue',
      expected: { enrollmentId: null, topic: 'Technical Support', topicDetail: 'Login issue', description: null, descriptionLocked: false, ignored: [] },
    },
    {
      why: 'a detail alone valid for several topics is ignored (its topic is unknown)',
      q: 'topicDetail=Shared',
      expected: { enrollmentId: null, topic: null, topicDetail: null, description: null, descriptionLocked: false, ignored: ['topicDetail'] },
    },
    {
      why: 'a detail whose topic was ignored is ignored too',
      q: 'topic=Nope&topicDetail=Login%20issue',
      expected: { enrollmentId: null, topic: null, topicDetail: null, description: null, descriptionLocked: false, ignored: ['topic', 'topicDetail'] },
    },
    { why: 'a blank value is not asked', q: 'eid=%20&description=%20%20', expected: { enrollmentId: null, topic: null, topicDetail: null, description: null, descriptionLocked: false, ignored: [] } },
    { why: 'values are trimmed', q: 'eid=%20E1%20', expected: { enrollmentId: 'E1', topic: null, topicDetail: null, description: null, descriptionLocked: false, ignored: [] } },
    {
      why: 'a description of exactly 4000 characters is locked',
      q: `description=${'a'.repeat(4000)}`,
      expected: { enrollmentId: null, topic: null, topicDetail: null, description: 'a'.repeat(4000), descriptionLocked: true, ignored: [] },
    },
    {
      why: 'a description over 4000 characters is filled in but left editable',
      q: `description=${'a'.repeat(4001)}`,
      expected: { enrollmentId: null, topic: null, topicDetail: null, description: 'a'.repeat(4001), descriptionLocked: false, ignored: ['description'] },
    },
  ])('$why', ({ q, expected }) => {
    expect(resolveCasePrefill(query(q), lists)).toEqual(expected);
  });
});

const course = (enrollmentId: string, productTitle: string | null, displayName: string | null = null) => ({ enrollmentId, productTitle, displayName });

describe('caseEnrollmentOptions (the student’s products)', () => {
  it.each([
    { why: 'none', courses: [], expected: [] },
    {
      why: 'the product title, else the display name, else the id; each enrollment once, in order',
      courses: [course('E1', 'MCAT Self-Paced'), course('E2', null, 'GRE Class'), course('E3', ' ', null), course('E1', 'MCAT again')],
      expected: [
        { value: 'E1', label: 'MCAT Self-Paced' },
        { value: 'E2', label: 'GRE Class' },
        { value: 'E3', label: 'E3' },
      ],
    },
  ])('$why', ({ courses, expected }) => {
    expect(caseEnrollmentOptions(courses)).toEqual(expected);
  });
});

const sent = { enrollmentId: 'E1', type: 'Billing', typeDetail: 'Refund request', description: 'Please refund' };
const listed = (id: string, at: string, over: Partial<typeof sent> = {}) => ({ id, interactionDate: at, ...sent, ...over });

describe('findCreatedCase (a create answer without the new case id)', () => {
  it.each([
    { why: 'no cases', cases: [], expected: null },
    { why: 'the one matching case', cases: [listed('A', '2026-01-01T00:00:00Z')], expected: 'A' },
    {
      why: 'the newest of several matching cases',
      cases: [listed('A', '2026-01-01T00:00:00Z'), listed('B', '2026-01-03T00:00:00Z'), listed('C', '2026-01-02T00:00:00Z')],
      expected: 'B',
    },
    {
      why: 'a case differing in any sent field does not match',
      cases: [
        listed('X1', '2026-01-05T00:00:00Z', { enrollmentId: 'E2' }),
        listed('X2', '2026-01-05T00:00:00Z', { type: 'Other' }),
        listed('X3', '2026-01-05T00:00:00Z', { typeDetail: 'Other' }),
        listed('X4', '2026-01-05T00:00:00Z', { description: 'Other' }),
      ],
      expected: null,
    },
    { why: 'an unreadable date still matches, after readable ones', cases: [listed('A', 'soon'), listed('B', '2026-01-01T00:00:00Z')], expected: 'B' },
  ])('$why', ({ cases, expected }) => {
    expect(findCreatedCase(cases, sent)).toBe(expected);
  });
});
