/** A usage or configuration error: exit 2, before any request. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
