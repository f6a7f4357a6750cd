import { useId, type ReactNode } from 'react';
import styles from './admin-form.module.css';

interface FieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  /** Spans the whole row of the form grid. */
  full?: boolean;
  className?: string;
  /** Renders the control with the id its label points at (and the hint's id for aria-describedby). */
  children: (ids: { id: string; hintId: string | undefined }) => ReactNode;
}

/** A labelled control of an admin form: every field has a visible <label>; required ones are marked. */
export function Field({ label, required = false, hint, full = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={[styles.field, full ? styles.full : '', className ?? ''].join(' ').trim()}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, hintId })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
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
