import { describe, expect, it } from 'vitest';
import { object, string } from 'superstruct';
import { check, maxJsonDepth } from '../../../cli/simulator/http/body';
import { HttpError } from '../../../cli/simulator/http/errors';
import { apiRoutes } from '../../../cli/simulator/server';
import { startTestSimulator } from './harness';
import { sessionHeaders, signIn } from './sign-in';

// Garbage a careless or hostile caller sends: the simulator must answer each
// with a 2xx or a 4xx JSON, never a 500 (issue #3).
const bodies: [string, string, string][] = [
  ['malformed JSON', 'application/json', '{"email": '],
  ['an empty object', 'application/json', '{}'],
  ['an array', 'application/json', '[]'],
  ['null', 'application/json', 'null'],
  ['a string', 'application/json', '"hello"'],
  ['wrong types everywhere', 'application/json', JSON.stringify(Object.fromEntries(
    ['email', 'password', 'studentId', 'enrollmentId', 'classCode', 'caseNumber', 'comments', 'sessionId', 'courseAccessId',
      'operationName', 'query', 'variables', 'accept', 'hsgOption', 'zip', 'firstName', 'encUserID', 'oldPassword']
      .map((k) => [k, { nested: [1, 2] }]),
  ))],
  ['plain text', 'text/plain', 'hello'],
  ['a form', 'application/x-www-form-urlencoded', 'a=b'],
  ['multipart without a boundary', 'multipart/form-data', '--x\r\n'],
];
const queries = ['', '?enrollmentId=%ZZ', '?classId=&email=&token=&zip=abc&distance=-5&startDate=13/45/2026&attachmentId=../../etc/passwd&tenant=x'];
const pathValues = ['x', '%00', '..'];

const postRoutes = apiRoutes.filter((r) => r.method === 'POST');
const getRoutes = apiRoutes.filter((r) => r.method === 'GET');
const fill = (path: string, value: string) => path.replace(/:\w+/g, value);

async function expectNo500(response: Response, what: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${what} answered ${response.status}: ${text.slice(0, 200)}`).toBeLessThan(500);
}

describe('bad input never gets a 500', () => {
  it.each([false, true])('POST routes refuse garbage bodies (signed in: %s)', async (signedIn) => {
    const sim = await startTestSimulator();
    if (signedIn) await signIn(sim.client);
    for (const route of postRoutes) {
      for (const [name, type, body] of bodies) {
        const path = fill(route.path, 'x');
        const headers = signedIn ? sessionHeaders(sim, { 'content-type': type }) : { 'content-type': type };
        await expectNo500(await sim.fetch(path, { method: 'POST', headers, body }), `POST ${path} with ${name}`);
      }
    }
  });

  it.each([false, true])('GET routes refuse odd queries and path values (signed in: %s)', async (signedIn) => {
    const sim = await startTestSimulator();
    if (signedIn) await signIn(sim.client);
    for (const route of getRoutes) {
      for (const value of pathValues) {
        for (const query of queries) {
          const path = `${fill(route.path, value)}${query}`;
          const headers = signedIn ? sessionHeaders(sim) : {};
          await expectNo500(await sim.fetch(path, { headers }), `GET ${path}`);
        }
      }
    }
  });

  it('answers odd bearer and token headers on the service routes without a 500', async () => {
    const sim = await startTestSimulator();
    for (const authorization of ['Bearer', 'Bearer ', 'Token', 'Basic abc', 'Bearer x'.repeat(1000)]) {
      await expectNo500(await sim.fetch('/my-resource?tenant=summit', { headers: { authorization } }), `my-resource with ${authorization.slice(0, 20)}`);
      await expectNo500(await sim.fetch('/graphql?query=x', { headers: { authorization, ref: 'x' } }), 'content graphql');
    }
  });

  describe('deeply nested JSON (#13.24)', () => {
    const depth = 400_000;
    const sweepDepth = 20_000;
    const sweepArrays = `${'['.repeat(sweepDepth)}${']'.repeat(sweepDepth)}`;
    const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const nestedBodies: [string, string][] = [
      ['nested arrays', sweepArrays],
      ['nested objects in a field', `{"email":${'{"a":'.repeat(sweepDepth)}1${'}'.repeat(sweepDepth)}}`],
    ];
    const graphqlBody = `{"operationName":"Login","query":"mutation Login { x }","variables":{"email":${sweepArrays}}}`;

    // Signed in, so the routes that need a session read their bodies too.
    it('answers 4xx JSON on every POST route, never a 500', async () => {
      const sim = await startTestSimulator();
      await signIn(sim.client);
      const headers = sessionHeaders(sim, { 'content-type': 'application/json' });
      const sends = postRoutes.flatMap((route) => {
        const path = fill(route.path, 'x');
        const graphql = path === '/graphql' || path === '/rest-services/kegql';
        return [...nestedBodies, ...(graphql ? [['nested arrays in GraphQL variables', graphqlBody] as [string, string]] : [])].map(
          ([name, body]) => ({ path, name, body }),
        );
      });
      for (const { path, name, body } of sends) {
        const response = await sim.fetch(path, { method: 'POST', headers, body });
        const text = await response.text();
        expect(response.status, `POST ${path} with ${name} answered ${response.status}: ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(() => JSON.parse(text) as unknown, `POST ${path} with ${name} answers JSON`).not.toThrow();
      }
    });

    it(`lets a body nest ${maxJsonDepth} levels and refuses ${maxJsonDepth + 1}`, async () => {
      const sim = await startTestSimulator();
      const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
      const send = async (levels: number) => {
        const response = await sim.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: nested(levels) });
        return { status: response.status, message: String(((await response.json()) as { message?: unknown }).message) };
      };
      const deepest = await send(maxJsonDepth);
      const tooDeep = await send(maxJsonDepth + 1);
      expect(deepest.status).toBe(400);
      expect(deepest.message).not.toContain('nests');
      expect(tooDeep).toEqual({ status: 400, message: expect.stringContaining('nests') });
    });

    it('check() answers a value too deep for superstruct\'s failure message with a 400, not a RangeError', () => {
      // superstruct prints a failing value (Array#toString recurses): 20 000 levels overflow the stack.
      const deep: unknown = JSON.parse(sweepArrays);
      const thrown = (() => {
        try {
          check(deep, object({ email: string() }));
        } catch (error) {
          return error;
        }
        return undefined;
      })();
      expect(thrown).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({ status: 400 });
    });

    it('names the nesting in its 400 on a JSON route', async () => {
      const sim = await startTestSimulator();
      const response = await sim.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: arrays });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining('nest') });
    });
  });
});
