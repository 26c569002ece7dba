import { describe, expect, it } from 'vitest';
import { getMcatTestDates } from '../../../src/core/api/content';
import { cookieNames } from '../../../src/core/api/credentials';
import { loginSequence } from '../../../src/core/api/login-sequence';
import { getMyResources } from '../../../src/core/api/routing';
import { PortalError } from '../../../src/core/errors';
import { accountScreens } from '../../../src/core/messages/account';
import { mcatDateOptions } from '../../../src/core/rules/mcat-dates';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { epochDay, epochUsDay } from '../../support/epoch';
import { startTestSimulator } from './harness';
import { demoEmails } from './sign-in';

const dayMs = 86_400_000;

describe('simulator resource routing: GET /my-resource (account §4, §7)', () => {
  it("answers the signed-in student's resources for the identity token as bearer", async () => {
    const sim = await startTestSimulator();
    await loginSequence(sim.client, { email: demoEmails.bar, password: demoPassword, tenant: 'summit' });

    const resources = await getMyResources(sim.client, 'summit');

    expect(resources.map((r) => [r.enrollmentId, new URL(r.redirectUrl ?? '').host])).toEqual([
      ['E2701', 'lms-redirect-error.summitprep.test'],
      ['E2702', 'services.summitprep.test'],
    ]);
    expect(resources[1]?.redirectUrl).toContain('/amp/pmix/');
  });

  it('answers 401 without a bearer token, with an unknown one and with one a day old', async () => {
    const sim = await startTestSimulator();
    await loginSequence(sim.client, { email: demoEmails.main, password: demoPassword, tenant: 'summit' });
    const token = sim.jar.getCookie(cookieNames.token) ?? '';
    const get = (authorization?: string) =>
      sim.fetch('/my-resource?tenant=summit', { headers: authorization ? { authorization } : {} });

    const fresh = await get(`Bearer ${token}`);
    const none = await get();
    const unknown = await get('Bearer not-a-token');
    sim.advance(dayMs);
    const expired = await get(`Bearer ${token}`);

    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual([expect.objectContaining({ enrollmentId: 'E2009', productCode: 'MBE-PREP' })]);
    expect([none.status, unknown.status, expired.status]).toEqual([401, 401, 401]);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers 400 naming the tenant when it is missing or unknown', async () => {
    const sim = await startTestSimulator();

    const response = await sim.fetch('/my-resource?tenant=nobody', { headers: { authorization: 'Bearer x' } });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'tenant' });
  });

  it('is refused locally with auth.not-logged-in when the client holds no token', async () => {
    const sim = await startTestSimulator();

    const error = await getMyResources(sim.client, 'summit').catch((e: unknown) => e);

    expect((error as PortalError).code).toBe('auth.not-logged-in');
  });
});

describe('simulator content service: MCAT test dates (account §3, §5, §7)', () => {
  it('answers the master ref and then the MCAT dates, past, future and Canada-only', async () => {
    const sim = await startTestSimulator();

    const dates = await getMcatTestDates(sim.client, 'content-token');

    expect(dates.map((d) => [d.test_date, d.country])).toEqual([
      [epochDay(-40), 'US'],
      [epochDay(45), 'US'],
      [epochDay(75), 'US'],
      [epochDay(75), 'CA'],
      [epochDay(100), 'CA'],
      [epochDay(130), 'US'],
    ]);
    const options = mcatDateOptions(dates.map((d) => ({ test_date: d.test_date, country: d.country ?? '' })), sim.simulator.state().now());
    expect(options.map((o) => o.label)).toEqual(expect.arrayContaining([epochUsDay(75), accountScreens.canadaOnly(epochUsDay(100))]));
    expect(options.some((o) => o.value === epochDay(-40))).toBe(false);
  });

  it('answers 401 without a token header and 400 for a query with a stale ref', async () => {
    const sim = await startTestSimulator();

    const root = await sim.fetch('/api/v2');
    const stale = await sim.fetch(`/graphql?query=${encodeURIComponent('{ mcat_test_dates { test_date } }')}`, {
      headers: { authorization: 'Token t', ref: 'old-ref' },
    });

    expect(root.status).toBe(401);
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ field: 'ref' });
  });
});
