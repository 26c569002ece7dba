import type { ReactNode } from 'react';
import { portalScreens } from '../core/messages';
import { LoadFailure } from './load-failure';
import type { LoadState } from './use-load';

export interface LoadedProps<T> {
  /** What `useLoad` returned. */
  load: { state: LoadState<T>; retry: () => void };
  /** The loading line (default 'Loading…'). */
  loading?: string;
  /** The failure text for an error, when a screen says more than the catalogue's text (a 404 as "not found"). */
  failure?: (error: unknown, message: string) => string;
  children: (value: T) => ReactNode;
}

/** One loaded part of a screen: its loading line, its failure with Try again, or what it shows once loaded. */
export function Loaded<T>({ load, loading = portalScreens.loading, failure, children }: LoadedProps<T>) {
  const { state, retry } = load;
  if (state.kind === 'loading') {
    return (
      <p className="sp-muted" role="status">
        {loading}
      </p>
    );
  }
  if (state.kind === 'failed') return <LoadFailure message={failure ? failure(state.error, state.message) : state.message} onRetry={retry} />;
  return <>{children(state.value)}</>;
}
