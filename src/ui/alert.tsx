import type { ReactNode } from 'react';

/** A message block; errors are announced assertively, others politely. `id` lets a field refer to it. */
export function Alert({ tone, children, id }: { tone: 'error' | 'success' | 'info'; children: ReactNode; id?: string }) {
  return (
    <div className="sp-alert" id={id} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
