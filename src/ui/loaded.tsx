import type { ReactNode } from 'react';
import { portalScreens } from '../core/messages/shell';
import { Alert } from './alert';
import { LoadFailure } from './load-failure';
import type { Load } from './use-load';

export interface LoadedProps<T> {
  /** What `useLoad` returned. */
  load: Pick<Load<T>, 'state' | 'retry'>;
  /** The loading line (default 'Loading…'); also shown while there is nothing to load yet. */
  loading?: string;
  /** What to say when the thing asked for is not there (default: the not-found text). */
  missing?: ReactNode;
  /** The failure text for an error, when a screen says more than the catalogue's text. */
  failure?: (error: unknown, message: string) => string;
  children: (value: T) => ReactNode;
}

/** One loaded part of a screen: its loading line, not-found, failure with Try again, or what it shows once loaded. */
export function Loaded<T>({ load, loading = portalScreens.loading, missing, failure, children }: LoadedProps<T>) {
  const { state, retry } = load;
  switch (state.kind) {
    case 'idle':
    case 'loading':
      return (
        <p className="sp-muted" role="status">
          {loading}
        </p>
      );
    case 'missing':
      return typeof missing === 'string' || missing === undefined ? <Alert tone="error">{missing ?? portalScreens.notFoundHeading}</Alert> : <>{missing}</>;
    case 'failed':
      return <LoadFailure message={failure ? failure(state.error, state.message) : state.message} onRetry={retry} />;
    case 'ready':
      return <>{children(state.value)}</>;
  }
}
