import { describe, expect, it } from 'vitest';
import { epoch, epochInstant, epochUsDay } from '../../support/epoch';
import { accountReferenceProblem } from '../../../cli/simulator/fixture/account-references';
import { defaultFixtureDocument } from '../../../cli/simulator/fixture/default';
import { FixtureError, loadDefaultFixture, loadFixture } from '../../../cli/simulator/fixture/load';
import { casePageSize } from '../../../src/core/rules/programs';
import { filterCases, isCaseReadOnly } from '../../../src/core/rules/cases';

const start = epoch;
const dayMs = 86_400_000;

/** The default fixture document with one change made by `edit`. */
function edited(edit: (document: Record<string, unknown[]>) => void): unknown {
  const document = defaultFixtureDocument() as Record<string, unknown[]>;
  edit(document);
  return document;
}

describe('fixture account keys (docs/fixtures.md)', () => {
  it('loads the default account data with its dates resolved and no broken reference', () => {
    const fixture = loadDefaultFixture(start);

    expect(fixture.courses.find((c) => c.course.enrollmentId === 'E2002')?.course.courseAccessExpirationDateStr).toBe(epochUsDay(10));
    expect(fixture.cases.find((c) => c.caseNumber === '00012004')?.closedDate).toBe(epochInstant(-5 * dayMs));
    expect(accountReferenceProblem(fixture)).toBeNull();
  });

  it("gives the demo student two pages of open cases, an editable and a read-only closed one, with comments and attachments (issue 17)", () => {
    const fixture = loadDefaultFixture(start);
    const mine = fixture.cases.filter((c) => c.studentId === 'S1001');
    const open = filterCases(mine, 'O');
    const closed = filterCases(mine, 'C');

    expect(mine.length).toBeGreaterThanOrEqual(7);
    expect(open.length).toBeGreaterThan(casePageSize);
    expect(closed.map((c) => isCaseReadOnly(c, start))).toEqual(expect.arrayContaining([false, true]));
    expect(mine.filter((c) => c.caseComments.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(mine.filter((c) => c.CaseAttachment.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(new Set(mine.map((c) => c.id)).size).toBe(mine.length);
  });

  it('makes every topic detail depend on a listed topic and gives it knowledge articles', () => {
    const fixture = loadDefaultFixture(start);
    const topics = fixture.picklists.filter((p) => p.field === 'type').map((p) => p.value);
    const details = fixture.picklists.filter((p) => p.field === 'typeDetail');

    expect(details.length).toBeGreaterThan(0);
    for (const detail of details) {
      expect(topics, detail.value).toContain(detail.validFor);
      expect(fixture.knowledgeArticles.filter((a) => a.topicDetail === detail.value).length, detail.value).toBeGreaterThan(0);
    }
  });

  it('names the path of a misspelt key inside an account wrapper', () => {
    const document = edited((d) => {
      d.courses?.push({ studentId: 'S1001', expired: false, expird: true, course: { enrollmentId: 'E9', productId: 'P9' } });
    });

    expect(() => loadFixture(document, start)).toThrow(FixtureError);
    expect(() => loadFixture(document, start)).toThrow(/^courses\.\d+\.expird: expected never/);
  });

  it('reads a missing account key as empty', () => {
    const document = edited((d) => {
      delete d.makeupSessions;
    });

    expect(loadFixture(document, start).makeupSessions).toEqual([]);
  });

  it.each([
    ['a course of an unknown student', (d: Record<string, unknown[]>) => d.courses?.push({ studentId: 'S9999', expired: false, course: { enrollmentId: 'E9', productId: 'P9' } }), /^courses\.\d+\.studentId: no student S9999/],
    ['an enrollment id used twice', (d: Record<string, unknown[]>) => d.courses?.push({ studentId: 'S1002', expired: false, course: { enrollmentId: 'E2001', productId: 'P9' } }), /^courses\.\d+\.course\.enrollmentId: E2001 is used twice/],
    ['an in-person make-up at an unplaced zip', (d: Record<string, unknown[]>) => d.makeupSessions?.push({ sessionId: 'MS1', sessionTemplateId: 'T', sessionDate: '$usday(+1)', zip: '99999' }), /^makeupSessions\.\d+\.zip: 99999 has no zipLocations entry/],
  ])('refuses %s, naming its path', (_name, edit, problem) => {
    const document = edited(edit);

    expect(() => loadFixture(document, start)).toThrow(FixtureError);
    expect(() => loadFixture(document, start)).toThrow(problem);
  });
});
