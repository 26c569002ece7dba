import { describe, expect, it } from 'vitest';
import { operationHeads } from '../../../cli/smoke/graphql-operation';
import { classifyRequest } from '../../../cli/smoke/guard';

const base = 'http://h.test';
const gql = (query: string, operationName?: string) => JSON.stringify({ operationName, query, variables: {} });
const kind = (method: string, path: string, body?: string) => classifyRequest(method, new URL(path, base), body).kind;

describe('classifyRequest (the read-only guard)', () => {
  it.each([
    ['GET', '/rest-services/countryList', undefined, 'read'],
    ['HEAD', '/rest-services/countryList', undefined, 'read'],
    ['GET', '/rest-services/userLogin/logout', undefined, 'logout'],
    ['POST', '/rest-services/userLogin/logout', undefined, 'logout'],
    ['POST', '/rest-services/userLogin/oamLogin', '{"email":"a@b.test"}', 'login'],
    ['POST', '/rest-services/userLogin/login', '{"email":"a@b.test","password":"x"}', 'login'],
    ['POST', '/rest-services/userLogin/login', '{"email": ', 'login'],
    ['POST', '/rest-services/enroll', '{}', 'write'],
    ['POST', '/rest-services/case/create', '{}', 'write'],
    ['PUT', '/rest-services/countryList', '{}', 'write'],
    ['DELETE', '/rest-services/case/1', undefined, 'write'],
    ['PATCH', '/graphql', gql('query Q { a }'), 'write'],
    ['POST', '/rest-services/userLogin/login/extra', '{}', 'write'],
  ])('%s %s is %s', (method, path, body, expected) => {
    expect(kind(method, path, body)).toBe(expected);
  });

  it.each([
    ['a named query', gql('query Student($id: String) { Student(studentId: $id) { studentId } }', 'Student'), 'read'],
    ['an anonymous query', gql('{ Student { studentId } }'), 'read'],
    ['a query with comments and strings naming mutation', gql('# mutation X\nquery Q { a(s: "mutation Y { }") { mutation } }'), 'read'],
    ['the identity login mutation', gql('mutation IdentityLogin($e: String!) { login(email: $e) { accessToken } }', 'IdentityLogin'), 'login'],
    ['the main login mutation', gql('mutation Login { login { accessToken } }', 'Login'), 'login'],
    ['another mutation', gql('mutation UpdateEnrollmentAgreement($i: In!) { update(input: $i) { status } }', 'UpdateEnrollmentAgreement'), 'write'],
    ['a mutation named like a login but selected by another name', gql('mutation Login { a } mutation Wipe { b }', 'Wipe'), 'write'],
    ['a query operationName over a document whose named operation is a mutation', gql('mutation Student { wipe }', 'Student'), 'write'],
    ['an operationName the document does not define', gql('query Q { a }', 'UpdateContact'), 'write'],
    ['two operations and no operationName', gql('query A { a } query B { b }'), 'write'],
    ['a subscription', gql('subscription S { s }', 'S'), 'write'],
    ['a body that is not JSON', '{"query": "query', 'write'],
    ['a body without a query', '{"operationName":"X"}', 'write'],
    ['a batch with a mutation', JSON.stringify([{ query: 'query A { a }' }, { query: 'mutation B { b }' }]), 'write'],
    ['a batch of queries', JSON.stringify([{ query: 'query A { a }' }, { query: '{ b }' }]), 'read'],
  ])('a GraphQL POST with %s is %s', (_, body, expected) => {
    expect(kind('POST', '/graphql', body)).toBe(expected);
    expect(kind('POST', '/rest-services/kegql', body)).toBe(expected);
  });
});

describe('operationHeads', () => {
  it('reads top-level operations only, skipping fragments, strings, block strings and comments', () => {
    const document = `
      fragment F on Student { mutation }
      query A($x: In = {a: "}"}) { a(s: """ mutation Z { } """) { ...F } }
      # mutation Hidden { x }
      mutation B { b }`;
    expect(operationHeads(document)).toEqual([
      { type: 'query', name: 'A' },
      { type: 'mutation', name: 'B' },
    ]);
  });
});
