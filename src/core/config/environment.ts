import { type BrandId, type ChatFamily, type ServiceBases, getBrand, normalizeHost } from './brands';

export type EnvironmentName = 'local' | 'qa' | 'production';

/** The simulator's default origin (`student-portal serve`). */
export const localOrigin = 'http://127.0.0.1:4173';

/**
 * A host is a QA host when one of its labels names QA (`qa`, `qa2`, `qa-east`,
 * `portal-qa`). Access §9: a QA host uses the QA service bases, any other
 * host production.
 */
export function isQaHost(host: string): boolean {
  return normalizeHost(host)
    .split('.')
    .some((label) => /^qa\d*$/.test(label) || label.startsWith('qa-') || label.endsWith('-qa'));
}

export function environmentForHost(host: string): Exclude<EnvironmentName, 'local'> {
  return isQaHost(host) ? 'qa' : 'production';
}

/**
 * A loopback host (127.0.0.1, localhost and its subdomains such as
 * qa.localhost — RFC 6761 reserves them for loopback —, ::1) is a
 * developer's machine, where the simulator serves the page and every service
 * from one origin; our addition to access §9 (docs/decisions.md).
 */
export function isLoopbackHost(host: string): boolean {
  const h = normalizeHost(host).replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Every service at one origin, as the simulator serves them. */
export function singleOriginBases(origin: string): ServiceBases {
  const o = origin.replace(/\/+$/, '');
  return { rest: o, api: o, identity: o, routing: o, content: o };
}

/**
 * Service bases for a brand in an environment. `override` (the mount option
 * `apiBase`, the CLI `--base-url`) wins over the environment's bases.
 */
export function serviceBases(brandId: BrandId, env: EnvironmentName, override?: string): ServiceBases {
  if (override) return singleOriginBases(override);
  if (env === 'local') return singleOriginBases(localOrigin);
  return getBrand(brandId).services[env];
}

/** The live-chat script of each program family. */
export type ChatScripts = Readonly<Record<ChatFamily, string>>;

const chatFamilies: readonly ChatFamily[] = ['nursing', 'medical', 'precollege', 'graduate'];

/**
 * The live-chat scripts for a brand in an environment (access §9 "chat
 * service endpoints are chosen per program"). Against the simulator (local,
 * or an `apiBase` override) they are its stand-in at `{origin}/chat/{family}.js`:
 * the same origin as the page the simulator serves, so `script-src 'self'`
 * allows them (issue #16).
 */
export function chatScripts(brandId: BrandId, env: EnvironmentName, override?: string): ChatScripts {
  if (!override && env !== 'local') return getBrand(brandId).chat;
  const origin = new URL(override ?? localOrigin).origin;
  return Object.fromEntries(chatFamilies.map((family) => [family, `${origin}/chat/${family}.js`])) as Record<ChatFamily, string>;
}
