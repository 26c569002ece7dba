import type { ReactNode } from 'react';

/**
 * A real <form> (password managers and Enter-to-submit need one) whose submit
 * runs `onSubmit` instead of navigating; the portal validates, so `noValidate`.
 */
export function Form({ onSubmit, children }: { onSubmit: () => Promise<void> | void; children: ReactNode }) {
  return (
    <form
      className="sp-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
