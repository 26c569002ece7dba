import { demoPassword } from '../simulator/fixture/default/people';

/** Where a command reads environment variables (process.env; tests pass their own). */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** The only places credentials come from: never from flags (STYLE: secrets only from the environment). */
export const credentialVariables = {
  email: 'STUDENT_PORTAL_EMAIL',
  password: 'STUDENT_PORTAL_PASSWORD',
} as const;

/** The simulator's main demo account (`student-portal serve` prints it). */
export const demoAccount = { email: 'demo@student-portal.test', password: demoPassword } as const;

/** Where the account of a run came from. */
export type CredentialSource = 'environment' | 'demo account';

/** The account of a run, or the variables that are missing. */
export type CredentialLookup =
  | { ok: true; credentials: { email: string; password: string }; source: CredentialSource }
  | { ok: false; missing: string[] };

/**
 * The account a run signs in with. Both variables set: they are used. For
 * `--env local` with neither set, the simulator's demo account. Otherwise
 * each unset (or blank) variable is missing — a run stops before any request.
 */
export function lookupCredentials(env: string, source: EnvSource): CredentialLookup {
  const email = source[credentialVariables.email]?.trim() || undefined;
  const password = source[credentialVariables.password] || undefined;
  if (email && password) return { ok: true, credentials: { email, password }, source: 'environment' };
  if (env === 'local' && !email && !password) return { ok: true, credentials: { ...demoAccount }, source: 'demo account' };
  const missing: string[] = [];
  if (!email) missing.push(credentialVariables.email);
  if (!password) missing.push(credentialVariables.password);
  return { ok: false, missing };
}

/** The sentence a missing account gets: the variables to set, and that flags never carry credentials. */
export function missingCredentialsText(env: string, missing: readonly string[]): string {
  return (
    `set ${missing.join(' and ')} in the environment for --env ${env} (credentials are never taken from flags; ` +
    `only --env local defaults to the simulator's demo account)`
  );
}
