import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Kind, parse } from 'graphql';
import { soleOperation } from '../../../cli/smoke/graphql-operation';
import { apiMutations, classifyRequest } from '../../../cli/smoke/guard';
import { operations as accountOperations } from '../../../cli/simulator/routes/account-queries';
import { operations as agreementOperations } from '../../../cli/simulator/routes/agreement';
import { operations as sessionOperations } from '../../../cli/simulator/routes/session';

const base = 'http://h.test';
const gql = (query: string, operationName?: string | null) => JSON.stringify({ operationName, query, variables: {} });
const kind = (method: string, path: string, body?: string, headers?: Record<string, string>) =>
  classifyRequest(method, new URL(path, base), body, new Headers(headers)).kind;
const getUrl = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** A block string whose escaped `\"""` ended the old tokenizer's string early: the mutation after it is real. */
const escapedBlockString = 'query Q { a(s: """x\\"""y""") } mutation W { b } #"""';

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
    ['a named query without operationName', gql('query Student { Student { studentId } }'), 'read'],
    ['a named query with a null operationName', gql('query Student { Student { studentId } }', null), 'read'],
    ['a query and its fragment', gql('query Q { ...F } fragment F on Student { studentId }', 'Q'), 'read'],
    ['a query with comments and strings naming mutation', gql('# mutation X\nquery Q { a(s: "mutation Y { }") { mutation } }'), 'read'],
    ['a query with a block string holding an escaped """', gql('query Q { a(s: """ \\""" mutation W { b } """) }', 'Q'), 'read'],
    ['the identity login mutation', gql('mutation IdentityLogin($e: String!) { login(email: $e) { accessToken } }', 'IdentityLogin'), 'login'],
    ['the main login mutation', gql('mutation Login { login { accessToken } }', 'Login'), 'login'],
    ['another mutation', gql('mutation UpdateEnrollmentAgreement($i: In!) { update(input: $i) { status } }', 'UpdateEnrollmentAgreement'), 'write'],
    ['a query named like a mutation the server routes by name', gql('query UpdateEnrollmentAgreement { a }', 'UpdateEnrollmentAgreement'), 'write'],
    ['a query named like a mutation, without operationName', gql('query UpdateEnrollmentAgreement { a }'), 'write'],
    ['a query named like the login mutation', gql('query Login { a }', 'Login'), 'write'],
    ['an anonymous login mutation', gql('mutation { login { accessToken } }'), 'write'],
    ['a login mutation under an operationName it does not have', gql('mutation Login { login { accessToken } }', 'IdentityLogin'), 'write'],
    ['a mutation named like a login but selected by another name', gql('mutation Login { a } mutation Wipe { b }', 'Wipe'), 'write'],
    ['a query operationName over a document whose named operation is a mutation', gql('mutation Student { wipe }', 'Student'), 'write'],
    ['an operationName the document does not define', gql('query Q { a }', 'UpdateContact'), 'write'],
    ['an operationName over an anonymous query', gql('{ a }', 'Student'), 'write'],
    ['an operationName that is not a string', JSON.stringify({ operationName: 7, query: 'query Q { a }' }), 'write'],
    ['two operations and no operationName', gql('query A { a } query B { b }'), 'write'],
    ['two operations, the named one a query', gql('query A { a } mutation B { b }', 'A'), 'write'],
    ['a mutation after an escaped block string', gql(escapedBlockString), 'write'],
    ['a document that does not parse', gql('query Q { a'), 'write'],
    ['a document with a type definition', gql('type T { a: String } query Q { a }', 'Q'), 'write'],
    ['a subscription', gql('subscription S { s }', 'S'), 'write'],
    ['a body that is not JSON', '{"query": "query', 'write'],
    ['a body without a query', '{"operationName":"X"}', 'write'],
    ['a batch with a mutation', JSON.stringify([{ query: 'query A { a }' }, { query: 'mutation B { b }' }]), 'write'],
    ['a batch of queries', JSON.stringify([{ query: 'query A { a }' }, { query: '{ b }' }]), 'read'],
    ['an empty batch', '[]', 'write'],
  ])('a GraphQL POST with %s is %s', (_, body, expected) => {
    expect(kind('POST', '/graphql', body)).toBe(expected);
    expect(kind('POST', '/rest-services/kegql', body)).toBe(expected);
  });

  it.each([
    ['/graphql', { query: '{ mcat_test_dates { test_date country } }' }, 'read'],
    ['/graphql', { query: 'query Student { Student { studentId } }', operationName: 'Student' }, 'read'],
    ['/graphql', {}, 'read'],
    ['/graphql', { query: 'mutation W { b }' }, 'write'],
    ['/rest-services/kegql', { query: 'mutation W { b }' }, 'write'],
    ['/content/graphql', { query: 'mutation W { b }' }, 'write'],
    ['/graphql', { query: 'query UpdateEnrollmentAgreement { a }' }, 'write'],
    ['/graphql', { query: 'query Q { a }', operationName: 'UpdateEnrollmentAgreement' }, 'write'],
    ['/graphql', { query: 'query Q { a' }, 'write'],
    ['/graphql', { query: escapedBlockString }, 'write'],
    ['/graphql', { operationName: 'UpdateEnrollmentAgreement' }, 'write'],
    ['/graphql', { extensions: '{"persistedQuery":{"version":1,"sha256Hash":"abc"}}' }, 'write'],
    ['/rest-services/search', { query: 'mutation W { b }' }, 'write'],
    ['/rest-services/search', { query: 'nursing schools' }, 'read'],
    ['/rest-services/search', { query: '{ a }' }, 'read'],
  ])('GraphQL over GET: %s?%o is %s', (path, params, expected) => {
    expect(kind('GET', getUrl(path, params), undefined)).toBe(expected);
    expect(kind('HEAD', getUrl(path, params), undefined)).toBe(expected);
  });

  it('judges the URL of a GraphQL POST too: a server may take `query` from it over the body', () => {
    expect(kind('POST', getUrl('/graphql', { query: 'mutation W { b }' }), gql('query Q { a }', 'Q'))).toBe('write');
    expect(kind('POST', getUrl('/graphql', { operationName: 'UpdateEnrollmentAgreement' }), gql('query Q { a }', 'Q'))).toBe('write');
    expect(kind('POST', getUrl('/graphql', { query: 'query Q { a }' }), gql('query Q { a }', 'Q'))).toBe('read');
  });

  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  it.each([
    ['GET', '/rest-services/countryList', undefined, { 'x-http-method-override': 'DELETE' }, 'write'],
    ['GET', '/rest-services/countryList', undefined, { 'X-HTTP-Method': 'put' }, 'write'],
    ['GET', '/rest-services/countryList', undefined, { 'x-method-override': 'PATCH' }, 'write'],
    ['HEAD', '/rest-services/countryList', undefined, { 'x-http-method-override': 'POST' }, 'write'],
    ['GET', '/rest-services/countryList?_method=DELETE', undefined, {}, 'write'],
    ['GET', '/rest-services/userLogin/logout?_method=POST', undefined, {}, 'logout'],
    ['POST', '/rest-services/userLogin/logout', '_method=DELETE', form, 'write'],
    ['POST', '/rest-services/userLogin/login', '{}', { 'x-http-method-override': 'PUT' }, 'write'],
    ['POST', '/graphql', gql('query Q { a }', 'Q'), { 'x-http-method-override': 'DELETE' }, 'write'],
    ['GET', '/rest-services/countryList', undefined, { 'x-http-method-override': 'GET' }, 'read'],
    ['GET', '/rest-services/countryList', undefined, { 'x-http-method-override': 'head' }, 'read'],
    ['POST', '/graphql', gql('query Q { a }', 'Q'), { 'x-http-method-override': 'POST' }, 'read'],
    ['POST', '/rest-services/enroll', '{}', { 'x-http-method-override': 'GET' }, 'write'],
    ['POST', '/rest-services/userLogin/logout', '_method=DELETE', { 'content-type': 'text/plain' }, 'write'],
    ['POST', '/rest-services/userLogin/logout', '{"_method":"DELETE"}', { 'content-type': 'application/json' }, 'write'],
    ['POST', '/rest-services/userLogin/logout', '{"method":"DELETE"}', { 'content-type': 'application/json' }, 'logout'],
  ])('%s %s (body %s) with method override %o is %s', (method, path, body, headers, expected) => {
    expect(kind(method, path, body, headers)).toBe(expected);
  });
});

describe('the mutations a server routes by name', () => {
  /** Every GraphQL document the portal's client sends (the `…Document` constants of src/core/api). */
  const clientDocuments = readdirSync('src/core/api')
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(`src/core/api/${file}`, 'utf8').matchAll(/Document = [`']([^`']*)[`']/g)])
    .map((match) => match[1] ?? '')
    .map((text) => parse(text.replace(/\$\{\w+\}/g, 'a')))
    .flatMap((document) => document.definitions)
    .flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition] : []));

  it('knows every mutation of the client (src/core/api) and no query', () => {
    const names = (type: string) => clientDocuments.filter((d) => d.operation === type).map((d) => d.name?.value);
    expect(names('mutation').sort()).toEqual([...apiMutations.keys()].sort());
    expect(names('query').length).toBeGreaterThanOrEqual(8);
    expect(names('query').filter((name) => name !== undefined && apiMutations.has(name))).toEqual([]);
  });

  it('lets a query through under no operation name the simulator dispatches to a mutation', () => {
    const simulated = [...accountOperations, ...agreementOperations, ...sessionOperations].map((op) => op.name);
    const readable = simulated.filter((name) => kind('POST', '/rest-services/kegql', gql(`query ${name} { a }`, name)) === 'read');
    const queries = clientDocuments.filter((d) => d.operation === 'query').map((d) => d.name?.value);
    expect(readable.sort()).toEqual(simulated.filter((name) => queries.includes(name)).sort());
  });
});

describe('soleOperation', () => {
  it.each([
    ['query A { a }', { operation: { type: 'query', name: 'A' } }],
    ['{ a }', { operation: { type: 'query', name: undefined } }],
    ['fragment F on T { mutation } mutation B { ...F }', { operation: { type: 'mutation', name: 'B' } }],
    ['query A($x: In = {a: "}"}) { a(s: """ mutation Z { } """) }', { operation: { type: 'query', name: 'A' } }],
    ['query A { a } mutation B { b }', { problem: 'a GraphQL document with 2 operations' }],
    ['fragment F on T { a }', { problem: 'a GraphQL document with 0 operations' }],
    ['schema { query: Q }', { problem: 'a GraphQL document with a SchemaDefinition definition' }],
    ['query A {', { problem: 'a GraphQL document that does not parse' }],
    [escapedBlockString, { problem: 'a GraphQL document with 2 operations' }],
  ])('%s', (document, expected) => {
    expect(soleOperation(document)).toEqual(expected);
  });
});
