import { string, unknown } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { type ApiClient, request, requestReading, send } from '../../../src/core/api/transport';
import { startTestServer, testClient } from './test-server';

// #18: the browser bundles leave out ufo and destr (cli/build/ofetch-unreached.mjs),
// which ofetch reaches only through its baseURL, query and JSON responseType
// options. The transport must never set them, whatever the call.

describe('the options the transport hands ofetch', () => {
  /** A client whose fetcher records the options of every call the transport makes. */
  function recording(client: ApiClient): { client: ApiClient; options: Record<string, unknown>[] } {
    const options: Record<string, unknown>[] = [];
    const raw: ApiClient['fetcher']['raw'] = (url, opts) => {
      options.push({ ...opts });
      return client.fetcher.raw(url, opts);
    };
    return { client: { ...client, fetcher: Object.assign(client.fetcher.bind(null), client.fetcher, { raw }) }, options };
  }

  it('the transport asks for text and passes no baseURL, query, params or parseResponse, whatever the call', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/a', { json: { ok: true } });
    server.on('GET', '/rest-services/text', { text: 'plain answer' });
    server.on('POST', '/rest-services/b', { json: { ok: true } });
    server.on('POST', '/rest-services/form', { status: 204 });
    server.on('GET', '/rest-services/moved', { status: 302, headers: { location: '/rest-services/a' } });
    const { client, options } = recording(testClient(server.bases).client);

    await request(client, { call: 'a', base: 'rest', path: '/rest-services/a', query: { q: 'x y', n: 1, off: undefined }, answer: unknown() });
    await requestReading(client, { call: 'text', base: 'rest', path: '/rest-services/text', textAnswer: true }, ({ value }) => value);
    await request(client, { call: 'b', base: 'rest', path: '/rest-services/b', json: { v: 1 }, answer: unknown() });
    await send(client, { call: 'form', base: 'rest', path: '/rest-services/form', form: new FormData() });
    await request(client, { call: 'moved', base: 'rest', path: '/rest-services/moved', answer: unknown() });
    await request(client, { call: 'absolute', base: 'absolute', path: `${server.origin}/rest-services/text`, textAnswer: true, answer: string() });

    expect(options.length).toBeGreaterThanOrEqual(7);
    for (const sent of options) {
      expect(sent).toMatchObject({ responseType: 'text' });
      for (const key of ['baseURL', 'query', 'params', 'parseResponse']) expect(sent).not.toHaveProperty(key);
    }
    expect(server.requests.find((r) => r.path === '/rest-services/a')?.query.get('q')).toBe('x y');
  });
});
