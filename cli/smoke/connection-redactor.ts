import type { Connection } from '../shared/connection';
import { proxySecrets } from './dispatcher';
import { Redactor, minPasswordLength } from './redact';

/**
 * The redactor of a run (smoke, record) that knows its secrets from the
 * start: the account's password, the `--secret` values (both replaced in any
 * text from 4 characters, where they stand alone below), the proxy URLs'
 * passwords (and user names from 4 characters). Cookies and tokens are
 * learned on the way.
 */
export function connectionRedactor(
  connection: Pick<Connection, 'proxy' | 'secrets'>,
  credentials: { email?: string; password?: string } | undefined,
): Redactor {
  const redactor = new Redactor(credentials ?? {});
  for (const secret of connection.secrets) redactor.addKnown(secret);
  // A proxy's password is known like the account's; its user name is hidden from 4 characters.
  for (const { value, force } of proxySecrets(connection.proxy)) {
    if (force) redactor.addKnown(value);
    else redactor.add(value, minPasswordLength);
  }
  return redactor;
}
