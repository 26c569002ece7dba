import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvFile } from '../../../cli/shared/env-file';
import { targetsFor } from '../../../cli/smoke/targets';
import { runSmoke } from '../smoke/harness';

const bases = (root: string) => ({
  rest: `https://services.${root}`,
  api: `https://api.${root}`,
  identity: `https://identity.${root}`,
  routing: `https://routing.${root}`,
  content: `https://content.${root}`,
});
const file = (environments: unknown) => JSON.stringify({ environments });
const account = { STUDENT_PORTAL_EMAIL: 'me@example.com', STUDENT_PORTAL_PASSWORD: 'x-Secret-1' };

describe('an --env-file (#33.2)', () => {
  it.each([
    ['{ "environments": ', 'envs.json is not valid JSON'],
    ['[]', 'envs.json: (root): expected an object'],
    ['{}', 'envs.json: environments: missing'],
    [JSON.stringify({ environments: {}, extra: 1 }), 'envs.json: extra: unknown field; use environments'],
    [file({ staging: { sevices: bases('s.test') } }), 'envs.json: environments.staging.sevices: unknown field; use services, main, second, production, targets'],
    [file({ staging: {} }), 'envs.json: environments.staging: give "services" (every brand) or a block per brand (main, second)'],
    [file({ Staging: { services: bases('s.test') } }), 'envs.json: environments.Staging: a name of lower-case letters, digits and hyphens'],
    [file({ local: { services: bases('s.test') } }), 'envs.json: environments.local: local is the simulator and cannot be redefined'],
    [file({ staging: { main: { ...bases('s.test'), rest: 'ftp://s.test' } } }), 'envs.json: environments.staging.main.rest: an http(s) origin'],
    [file({ staging: { main: { ...bases('s.test'), api: 'https://api.s.test/v1' } } }), 'envs.json: environments.staging.main.api: an http(s) origin'],
    [file({ staging: { main: { ...bases('s.test'), api: 'https://u:p@api.s.test' } } }), 'envs.json: environments.staging.main.api: an http(s) origin'],
    [file({ staging: { main: { ...bases('s.test'), content: undefined } } }), 'envs.json: environments.staging.main.content: missing'],
    [file({ staging: { main: { ...bases('s.test'), routing: 7 } } }), 'envs.json: environments.staging.main.routing: expected a string, got 7'],
    [file({ staging: { services: bases('s.test'), production: 'yes' } }), 'envs.json: environments.staging.production: expected a boolean, got "yes"'],
    [file({ staging: { services: bases('s.test'), targets: { zipp: '1' } } }), 'envs.json: environments.staging.targets.zipp: unknown field; use classId, zip'],
    [file({ staging: { services: bases('s.test'), targets: { registrationClassIds: [] } } }), 'envs.json: environments.staging.targets.registrationClassIds'],
  ])('refuses %s naming the file and the path', (text, message) => {
    expect(() => parseEnvFile(text, 'envs.json')).toThrow(message);
  });

  it('never prints a credential of a URL it refuses', () => {
    expect(() => parseEnvFile(file({ staging: { services: { ...bases('s.test'), api: 'https://user:s3cret@api.s.test' } } }), 'f.json')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });

  it('reads environments with shared services, per-brand bases, the production flag and targets', () => {
    const parsed = parseEnvFile(
      file({
        staging: { services: bases('staging.test'), main: bases('main.staging.test'), targets: { zip: '02139', registrationClassIds: ['9001'] } },
        'prod-eu': { second: bases('eu.test'), production: true },
      }),
      'envs.json',
    );
    expect(parsed.environments['staging']).toEqual({
      bases: { main: bases('main.staging.test'), second: bases('staging.test') },
      production: false,
      targets: { zip: '02139', registrationClassIds: ['9001'] },
    });
    expect(parsed.environments['prod-eu']).toEqual({ bases: { second: bases('eu.test') }, production: true, targets: undefined });
  });

  it("lets an environment's targets replace the defaults, the variables still winning", () => {
    const targets = targetsFor('staging', { STUDENT_PORTAL_CLASS_ID: '42' }, { classId: '7', zip: '02139', registrationClassIds: ['9001', '9002'] });
    expect(targets).toMatchObject({ classId: '42', zip: '02139', registrationClassIds: ['9001', '9002'], emailDomain: 'example.com' });
  });

  describe('with smoke', () => {
    let dir = '';
    let envs = '';
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sp-env-file-'));
      envs = join(dir, 'envs.json');
      await writeFile(
        envs,
        file({
          staging: { main: bases('staging.summitprep.test') },
          qa: { main: bases('qa2.summitprep.test') },
          'prod-eu': { services: bases('eu.summitprep.test'), production: true },
        }),
      );
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('--env staging targets the bases the file gives its brand', async () => {
      const result = await runSmoke(['--env', 'staging', '--env-file', envs, '--dry-run'], { env: account });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Target:  --env staging, brand main, https://services.staging.summitprep.test');
      expect(result.stdout).toMatch(/^ {2}identity +https:\/\/identity\.staging\.summitprep\.test$/m);
    });

    it('overrides qa for the brand it names; the other brand keeps the compiled qa', async () => {
      const main = await runSmoke(['--env', 'qa', '--env-file', envs, '--dry-run'], { env: account });
      expect(main.stdout).toContain('https://services.qa2.summitprep.test');
      const second = await runSmoke(['--env', 'qa', '--env-file', envs, '--brand', 'second', '--dry-run'], { env: account });
      expect(second.stdout).toContain('Target:  --env qa, brand second, https://services.qa.summitprep.test');
    });

    it('refuses a brand the file does not define the environment for, naming both', async () => {
      const result = await runSmoke(['--env', 'staging', '--env-file', envs, '--brand', 'second', '--dry-run'], { env: account });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${envs} defines --env staging for brand main only; add "second" or "services" to environments.staging`);
    });

    it('an unknown --env lists the names it knows, the file\'s included', async () => {
      const without = await runSmoke(['--env', 'staging', '--dry-run'], { env: account });
      expect(without.code).toBe(2);
      expect(without.stderr).toContain('unknown --env staging: use local, qa or production, or define it in an --env-file');
      const withFile = await runSmoke(['--env', 'stagin', '--env-file', envs, '--dry-run'], { env: account });
      expect(withFile.code).toBe(2);
      expect(withFile.stderr).toContain('unknown --env stagin: use local, qa, production, staging or prod-eu');
    });

    it('a production environment of the file needs --i-know-this-is-production for writes', async () => {
      const refused = await runSmoke(['--env', 'prod-eu', '--env-file', envs, '--allow-writes', '--dry-run'], { env: account });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--allow-writes against --env prod-eu changes real data');
      const confirmed = await runSmoke(['--env', 'prod-eu', '--env-file', envs, '--allow-writes', '--i-know-this-is-production', '--dry-run'], { env: account });
      expect(confirmed.code).toBe(0);
    });

    it('a file that is not there is a usage error naming it', async () => {
      const result = await runSmoke(['--env', 'staging', '--env-file', join(dir, 'missing.json'), '--dry-run'], { env: account });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`cannot read --env-file ${join(dir, 'missing.json')} (ENOENT)`);
    });
  });
});

describe('the env file of the docs', () => {
  it("runs the README's --env-file line as written: the staging target, no account needed", async () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const line = /^npx student-portal smoke (--env-file .+?)\s+#/m.exec(readme)?.[1] ?? 'no such line in README.md';
    const result = await runSmoke(line.split(' '));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Target:  --env staging, brand main, https://services.staging.summitprep.test');
  });

  it('is examples/envs.json, word for word, and a valid env file', () => {
    const example = readFileSync(new URL('../../../examples/envs.json', import.meta.url), 'utf8');
    const doc = readFileSync(new URL('../../../docs/smoke.md', import.meta.url), 'utf8');
    expect(doc).toContain(`The file is JSON (\`examples/envs.json\`):\n\n\`\`\`json\n${example}\`\`\``);
    expect(Object.keys(parseEnvFile(example, 'examples/envs.json').environments)).toEqual(['staging', 'qa', 'production-eu']);
  });
});
