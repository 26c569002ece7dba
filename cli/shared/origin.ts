/**
 * Why `value` is not a service origin — an http(s) URL without path, query
 * or fragment (`--base-url`, an env file's bases) — or undefined when it is.
 * Every service sits at its origin (the simulator's layout), so a path would
 * be ambiguous. The text never repeats the value: it may hold credentials.
 */
export function originProblem(value: string, { allowUser = true }: { allowUser?: boolean } = {}): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const user = url !== undefined && (url.username !== '' || url.password !== '');
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || (user && !allowUser)) {
    return allowUser
      ? 'an http(s) origin without path or query, e.g. http://127.0.0.1:4173'
      : 'an http(s) origin without path, query or user, e.g. https://services.staging.example';
  }
  return undefined;
}
