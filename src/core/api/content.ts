import { PortalError } from '../errors';
import { graphqlData, GraphqlEnvelope } from './graphql';
import { ContentApiRoot, type McatTestDate, McatTestDatesData } from './structs/content';
import { type ApiClient, request } from './transport';

/*
 * Chosen where account §7 only says "first its api root for the master ref,
 * then a graphql query … with a token header" (docs/decisions.md):
 *  - GET {content}/api/v2 → { refs: [{ id, ref, isMasterRef? }] }, master = isMasterRef or id 'master'
 *  - GET {content}/graphql?query=… with headers `Authorization: Token {token}` and `ref: {masterRef}`
 *    → { data: { mcat_test_dates: [{ test_date, country }] } }
 */

const mcatTestDatesDocument = '{ mcat_test_dates { test_date country } }';

/** MCAT test dates for the goals dropdown (account §5); failures are the caller's to log only (§8). */
export async function getMcatTestDates(client: ApiClient, token: string): Promise<McatTestDate[]> {
  const call = 'getMcatTestDates';
  const headers = { authorization: `Token ${token}` };
  const root = await request(client, {
    call,
    base: 'content',
    path: '/api/v2',
    headers,
    answer: ContentApiRoot,
    withCredentials: false,
  });
  const master = root.refs.find((r) => r.isMasterRef === true) ?? root.refs.find((r) => r.id === 'master');
  if (!master) throw new PortalError('upstream.shape', { path: 'refs', call });

  const envelope = await request(client, {
    call,
    base: 'content',
    path: '/graphql',
    query: { query: mcatTestDatesDocument },
    headers: { ...headers, ref: master.ref },
    answer: GraphqlEnvelope,
    withCredentials: false,
  });
  return graphqlData(envelope, McatTestDatesData, { call }).mcat_test_dates;
}
