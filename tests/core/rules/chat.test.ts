import { describe, expect, it } from 'vitest';
import type { Enrollment } from '../../../src/core/api/structs/enrollment';
import { brands } from '../../../src/core/config/brands';
import { chatScripts } from '../../../src/core/config/environment';
import { chatScriptUrl, courseProductLineId, productLineIdOf } from '../../../src/core/rules/chat';

const detail = (enrollmentId: string, productLineId: string | null | undefined): Enrollment => ({
  enrollmentId,
  Product: [{ Program: productLineId === undefined ? null : { ProductLine: productLineId === null ? null : { id: productLineId } } }],
  Shipment: [],
  Interaction: [],
  ScheduledPayment: [],
});

describe('chatScriptUrl: the family\'s script, loaded with the ProductLineId (account §7 "chat widget script loaded with ProductLineId")', () => {
  const production = brands.main.chat;
  const simulator = chatScripts('main', 'local', 'http://127.0.0.1:4640');
  it.each([
    { scripts: production, family: 'nursing', id: 'PL50', url: 'https://chat.summitprep.test/nursing.js?productLineId=PL50' },
    { scripts: production, family: 'graduate', id: '9', url: 'https://chat.summitprep.test/graduate.js?productLineId=9' },
    { scripts: simulator, family: 'medical', id: 'PL7', url: 'http://127.0.0.1:4640/chat/medical.js?productLineId=PL7' },
    // the id is a query value, never a way to change the URL
    { scripts: production, family: 'precollege', id: 'a b&c=d#e', url: 'https://chat.summitprep.test/precollege.js?productLineId=a+b%26c%3Dd%23e' },
    { scripts: production, family: 'graduate', id: ' 12 ', url: 'https://chat.summitprep.test/graduate.js?productLineId=12' },
    // no id known (a program of interest given as a code, a detail without ProductLine): the script without it
    { scripts: production, family: 'graduate', id: null, url: 'https://chat.summitprep.test/graduate.js' },
    { scripts: production, family: 'graduate', id: '  ', url: 'https://chat.summitprep.test/graduate.js' },
    // a deployment's script URL with its own query keeps it
    { scripts: { ...production, nursing: 'https://chat.example.test/w.js?v=2' }, family: 'nursing', id: '4', url: 'https://chat.example.test/w.js?v=2&productLineId=4' },
    // no chat: no family (GED, BAR), the mount switched chat off, a blank or unreadable configured URL
    { scripts: production, family: null, id: '4', url: null },
    { scripts: null, family: 'nursing', id: '4', url: null },
    { scripts: { ...production, nursing: ' ' }, family: 'nursing', id: '4', url: null },
    { scripts: { ...production, nursing: 'not a url' }, family: 'nursing', id: '4', url: null },
    { scripts: { ...production, nursing: 'javascript:alert(1)' }, family: 'nursing', id: '4', url: null },
  ] as const)('$family with $id → $url', ({ scripts, family, id, url }) => {
    expect(chatScriptUrl(scripts, family, id)).toBe(url);
  });
});

describe('productLineIdOf: account §3 detail data Product[0].Program.ProductLine.id', () => {
  it.each([
    { enrollment: detail('E1', 'PL50'), id: 'PL50' },
    { enrollment: detail('E1', null), id: null },
    { enrollment: detail('E1', undefined), id: null },
    { enrollment: { ...detail('E1', 'PL50'), Product: [] }, id: null },
  ])('$id', ({ enrollment, id }) => {
    expect(productLineIdOf(enrollment)).toBe(id);
  });
});

describe('courseProductLineId: from the session check\'s first active enrollment detail (access §4)', () => {
  it.each([
    { what: 'the detail of the chat course', enrollmentId: 'E1', first: detail('E1', 'PL50'), id: 'PL50' },
    { what: 'a detail without a ProductLine', enrollmentId: 'E1', first: detail('E1', null), id: null },
    { what: 'the detail of another course', enrollmentId: 'E2', first: detail('E1', 'PL50'), id: null },
    { what: 'no detail (none found, no active course)', enrollmentId: 'E1', first: null, id: null },
    { what: 'the detail still loading', enrollmentId: 'E1', first: undefined, id: undefined },
  ])('$what → $id', ({ enrollmentId, first, id }) => {
    expect(courseProductLineId(enrollmentId, first)).toBe(id);
  });
});
