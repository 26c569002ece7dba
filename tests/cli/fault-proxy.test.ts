import { describe, expect, it, onTestFinished } from 'vitest';
import { startTestSimulator } from './simulator/harness';
import { startFaultProxy } from '../support/fault-proxy';

/** The injecting proxy the fault-path tests rely on (tests/support/fault-proxy.ts). */
describe('fault proxy', () => {
  async function setUp() {
    const sim = await startTestSimulator();
    const proxy = await startFaultProxy(sim.url);
    onTestFinished(() => proxy.close());
    return proxy;
  }
  const isLoggedIn = '/rest-services/userLogin/isLoggedIn';

  it('passes requests through unchanged when no fault matches', async () => {
    const proxy = await setUp();
    const direct = await fetch(`${proxy.url}${isLoggedIn}`);
    expect(direct.status).toBe(200);
    expect(proxy.seen.map((r) => r.path)).toEqual([isLoggedIn]);
  });

  it('answers a matching request with the fault, the given number of times', async () => {
    const proxy = await setUp();
    proxy.fail('isLoggedIn', { status: 500 }, 1);
    expect((await fetch(`${proxy.url}${isLoggedIn}`)).status).toBe(500);
    expect((await fetch(`${proxy.url}${isLoggedIn}`)).status).toBe(200);
    expect(proxy.faulted).toHaveLength(1);
  });

  it('drops, sends HTML and empty bodies, and hangs until the caller gives up', async () => {
    const proxy = await setUp();
    proxy.fail('isLoggedIn', 'drop', 1);
    await expect(fetch(`${proxy.url}${isLoggedIn}`)).rejects.toThrow();
    proxy.fail('isLoggedIn', 'html', 1);
    expect(await (await fetch(`${proxy.url}${isLoggedIn}`)).text()).toContain('<html>');
    proxy.fail('isLoggedIn', 'empty', 1);
    expect(await (await fetch(`${proxy.url}${isLoggedIn}`)).text()).toBe('');
    proxy.fail('isLoggedIn', 'hang', 1);
    await expect(fetch(`${proxy.url}${isLoggedIn}`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
  });

  it('matches a GraphQL operation by name in the body', async () => {
    const proxy = await setUp();
    proxy.fail('MyOperation', { json: { data: null } }, 1);
    const res = await fetch(`${proxy.url}/rest-services/kegql`, { method: 'POST', body: '{"operationName":"MyOperation"}' });
    expect(await res.json()).toEqual({ data: null });
  });
});
