import type { ReactNode } from 'react';

/**
 * A message block; errors are announced assertively, others politely. `id` lets a field refer to it;
 * `focusKey` makes it a place a screen can move focus to (`[data-focus="<key>"]`, tabindex -1).
 */
export function Alert({ tone, children, id, focusKey }: { tone: 'error' | 'success' | 'info'; children: ReactNode; id?: string; focusKey?: string }) {
  return (
    <div
      className="sp-alert"
      id={id}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      data-focus={focusKey}
      tabIndex={focusKey ? -1 : undefined}
    >
      {children}
    </div>
  );
}
