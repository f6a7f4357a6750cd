import type { ChangeEvent, HTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';
import styles from './admin-form.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
  /** What is wrong with the value, shown and announced under it. */
  error?: string;
  /** Spans the whole row of the form grid. */
  full?: boolean;
  /** A multi-line text box of that many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
}

/** A labelled text input (or, given rows, text box) of an admin form; its hint, if any, describes the control. */
export function TextField({ label, value, onChange, required = false, hint, error, full, rows, type, ...rest }: TextFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  return (
    <Field label={label} required={required} hint={hint} error={error} full={full}>
      {({ id, describedBy, invalid }) => {
        const control = {
          id,
          required,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          value,
          onChange: change,
          ...rest,
        };
        return rows ? (
          <textarea className={`input ${styles.textarea}`} rows={rows} {...control} />
        ) : (
          <input className="input" type={type} {...control} />
        );
      }}
    </Field>
  );
}
