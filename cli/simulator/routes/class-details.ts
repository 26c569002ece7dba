import { object, string } from 'superstruct';
import { accessErrors } from '../../../src/core/messages/errors';
import { validateQuestionAnswer } from '../../../src/core/validators/access-forms';
import type { FixtureClass } from '../fixture/catalog';
import { HttpError, badField } from '../http/errors';
import { requireQuery } from '../http/query';
import type { Route } from '../http/route';
import type { SimState } from '../fixture/state';

/*
 * access §7 class details (courseDetailsSearch) and the question gate of
 * access §2 /pg/questkey (paths chosen by the client, docs/decisions.md).
 */

/** The simulator's red text for a wrong question-gate answer (access §8: "text not shown"). */
export const wrongAnswerText = 'That answer is not correct.';
const noQuestionText = 'This class has no security question.';

function classById(state: SimState, classId: string): FixtureClass {
  const found = state.fixture.classes.find((c) => c.classId === classId.trim());
  if (!found) throw new HttpError(404, accessErrors.noEvent, { field: 'classId' });
  return found;
}

function questionOf(cls: FixtureClass): { question: string; answer: string } {
  if (!cls.question) throw new HttpError(404, noQuestionText, { field: 'classId' });
  return cls.question;
}

/** The class as access §3 describes it; the gate's answer never leaves the simulator. */
function classDetails(cls: FixtureClass) {
  const { question, directToConfirmation, ...details } = cls;
  return { ...details, hasQuestion: question !== undefined, directToConfirmation: directToConfirmation ?? false };
}

/** Class details and question-gate routes. */
export const routes: Route[] = [
  {
    method: 'GET',
    path: '/rest-services/courseDetailsSearch/:classId',
    handler: (ctx) => ({ json: classDetails(classById(ctx.state, ctx.params['classId'] ?? '')) }),
  },
  {
    method: 'GET',
    path: '/rest-services/question/info',
    handler: (ctx) => {
      const cls = classById(ctx.state, requireQuery(ctx.query, 'classId'));
      return { json: { classId: cls.classId, question: questionOf(cls).question } };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/question/validate',
    handler: async (ctx) => {
      const body = await ctx.json(object({ classId: string(), answer: string() }));
      const blank = validateQuestionAnswer(body.answer);
      if (blank) throw badField('answer', blank);
      const { answer } = questionOf(classById(ctx.state, body.classId));
      // access §2: the answer is case-sensitive; it is compared exactly as typed.
      if (body.answer !== answer) return { json: { status: 'failed', message: wrongAnswerText } };
      return { json: { status: 'success' } };
    },
  },
];
