import type { ReactNode } from 'react';
import { usePortalId } from './use-portal-id';

/** What a field's control carries so its label, hint and error reach assistive technology. */
export interface FieldControl {
  id: string;
  name: string;
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The form field name: the control's `name` and, with the mount's prefix, its id. */
  name: string;
  /** The label: text, or inline content (a link inside a consent label). */
  label: ReactNode;
  /** A short guidance line under the label, tied with aria-describedby. */
  hint?: ReactNode;
  /** The field's error: text, or inline content (a link inside the already-registered text). */
  error?: ReactNode;
  /** Ids of further descriptions (a rules panel), tied with aria-describedby. */
  describedBy?: string;
  /** `check`: the control before its label (checkboxes). */
  layout?: 'stack' | 'check';
  children: (control: FieldControl) => ReactNode;
}

/**
 * The one frame under every input: label tied by id, an optional hint, the
 * control, and its error announced (role=alert) and tied with
 * aria-describedby. Ids are unique per mount, so two portals on a page never
 * share one.
 */
export function Field({ name, label, hint, error, describedBy, layout = 'stack', children }: FieldProps) {
  const id = `${usePortalId()}-${name}`;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const control: FieldControl = {
    id,
    name,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': [errorId, hintId, describedBy ?? null].filter(Boolean).join(' ') || undefined,
  };
  const labelElement =
    layout === 'check' ? (
      <label htmlFor={id}>{label}</label>
    ) : (
      <label className="sp-label" htmlFor={id}>
        {label}
      </label>
    );
  return (
    <div className={layout === 'check' ? 'sp-check' : 'sp-field'}>
      {layout === 'check' ? children(control) : labelElement}
      {layout === 'check' ? labelElement : null}
      {hint ? (
        <p className="sp-hint" id={hintId ?? undefined}>
          {hint}
        </p>
      ) : null}
      {layout === 'check' ? null : children(control)}
      {error ? (
        <p className="sp-field-error" id={errorId ?? undefined} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
