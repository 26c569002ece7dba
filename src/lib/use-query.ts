import { usePortal } from './portal-services';

/**
 * The current route's query as written — wouter's `useSearch` runs
 * `decodeURI` over it first, so a value with `%20` or `%25` would be decoded
 * twice once URLSearchParams reads it (a guarded route's return path with a
 * space in its query then failed the redirect rule). Re-renders on navigation.
 */
export function useRawSearch(): string {
  return usePortal().location.searchHook();
}

/** The current route's query parameters, decoded once. */
export function useQuery(): URLSearchParams {
  return new URLSearchParams(useRawSearch());
}
