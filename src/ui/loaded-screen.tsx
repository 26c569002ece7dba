import type { ReactNode } from 'react';
import { Loaded, type LoadedProps } from './loaded';
import { Screen } from './screen';

/**
 * A screen whose body needs data first: its heading at once, then the
 * loading line, the not-found or failure text (with Try again), or the body.
 */
export function LoadedScreen<T>({
  heading,
  layout,
  children,
  ...loaded
}: { heading: string; layout?: 'card' | 'wide'; children: (value: T) => ReactNode } & Omit<LoadedProps<T>, 'children'>) {
  return (
    <Screen heading={heading} layout={layout}>
      <Loaded {...loaded}>{children}</Loaded>
    </Screen>
  );
}
