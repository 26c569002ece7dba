import type { ReactNode } from 'react';

export interface ButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary';
  block?: boolean;
  disabled?: boolean;
  /** A request is under way: the button is disabled and says so (no double submit). */
  pending?: boolean;
  /**
   * Shown and announced as disabled (aria-disabled) while its form is invalid,
   * yet still focusable and clickable, so an attempt can say what is missing
   * and move focus to the first invalid field (issue #5 accessibility).
   */
  unavailable?: boolean;
  onClick?: () => void;
  /** The id of what tells this button apart from its namesakes (a result's name), as aria-describedby. */
  describedBy?: string;
}

/** The portal's button: disabled while invalid or pending, announced as busy when pending. */
export function Button({ children, type = 'button', variant = 'primary', block, disabled, pending, unavailable, onClick, describedBy }: ButtonProps) {
  return (
    <button
      className="sp-button"
      type={type}
      data-variant={variant}
      data-block={block ? 'true' : undefined}
      disabled={disabled || pending}
      aria-busy={pending ? 'true' : undefined}
      aria-disabled={unavailable && !pending ? 'true' : undefined}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {pending ? <span className="sp-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
