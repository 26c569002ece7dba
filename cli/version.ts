import { createRequire } from 'node:module';

/** The package version, read from package.json (one level above both cli/ and dist/). */
export function packageVersion(): string {
  const pkg: unknown = createRequire(import.meta.url)('../package.json');
  if (typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string') {
    return pkg.version;
  }
  return '0.0.0';
}
