import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a field hands its control so the label, hint and error are tied to it for assistive technology. */
export interface FieldControlProps {
  id: string;
  /** The hint's id alone (for controls that announce only the hint). */
  hintId: string | undefined;
  /** The hint's and the error's ids, for aria-describedby. */
  describedBy: string | undefined;
  /** True while the field shows an error, for aria-invalid. */
  invalid: boolean;
}

interface FieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  /** Shown under the control (and announced) while the value is wrong. */
  error?: string;
  /** Spans the whole row of the form grid. */
  full?: boolean;
  className?: string;
  /** Renders the control with the id its label points at, and the ids that describe it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The layout of a field, for a form part that labels its own control (a group, an editor with its own label). */
export function fieldClass({ full = false }: { full?: boolean } = {}): string {
  return full ? `${styles.field} ${styles.full}` : (styles.field ?? '');
}

/** A labelled control: every field has a visible <label>; required ones are marked; hint and error are linked. */
export function Field({ label, required = false, hint, error, full = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[fieldClass({ full }), className ?? ''].join(' ').trim()}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, hintId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it. */
export function Check({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
