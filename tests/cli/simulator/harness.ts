import { onTestFinished } from 'vitest';
import { singleOriginBases } from '../../../src/core/config/environment';
import { type MemoryCookieJar, createMemoryCookieJar } from '../../../src/core/api/memory-cookie-jar';
import { type ApiClient, createApiClient } from '../../../src/core/api/transport';
import type { Fixture } from '../../../cli/simulator/fixture/schema';
import { loadDefaultFixture } from '../../../cli/simulator/fixture/load';
import type { SimLimits } from '../../../cli/simulator/fixture/state';
import { type Simulator, startSimulator } from '../../../cli/simulator/server';
import { epoch } from '../../support/epoch';

export interface TestSimulator {
  url: string;
  simulator: Simulator;
  /** An API client (the portal's own) with a fresh cookie jar. */
  client: ApiClient;
  jar: MemoryCookieJar;
  /** Another client with its own jar (a second browser). */
  newClient(): { client: ApiClient; jar: MemoryCookieJar };
  /** Moves the simulator's clock. */
  advance(ms: number): void;
  /** Raw HTTP for bad-input tests. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * A simulator on 127.0.0.1:0 with the default fixture (or `fixture`), closed
 * when the test finishes. Its clock starts at `start` (the test epoch unless
 * given) and moves only by `advance`.
 */
export async function startTestSimulator(
  options: { fixture?: Fixture; start?: Date; staticRoot?: string; latencyMs?: number; limits?: Partial<SimLimits> } = {},
): Promise<TestSimulator> {
  let now = (options.start ?? epoch).getTime();
  const clock = () => new Date(now);
  const fixture = options.fixture ?? loadDefaultFixture(clock());
  const started = await startSimulator({
    fixture,
    clock,
    port: 0,
    staticRoot: options.staticRoot,
    latencyMs: options.latencyMs,
    limits: options.limits,
    log: () => {},
  });
  onTestFinished(() => started.close());
  const newClient = () => {
    const jar = createMemoryCookieJar({ now: () => now });
    const client = createApiClient({ bases: singleOriginBases(started.url), fetch: globalThis.fetch, credentials: jar, timeoutMs: 5000 });
    return { client, jar };
  };
  const first = newClient();
  return {
    url: started.url,
    simulator: started.simulator,
    client: first.client,
    jar: first.jar,
    newClient,
    advance: (ms) => {
      now += ms;
    },
    fetch: (path, init) => fetch(`${started.url}${path}`, init),
  };
}
