import { Field } from '@/components/ui/field';

interface NumberFieldProps {
  label: string;
  /** The input's text, so the field can be empty while the admin types. */
  value: string;
  onChange: (value: string) => void;
  step: number | 'any';
  min?: number;
  max?: number;
  required?: boolean;
  hint?: string;
}

/** A labelled number input of the admin forms (exam patterns, mock tests). */
export function NumberField({ label, value, onChange, step, min, max, required = false, hint }: NumberFieldProps) {
  return (
    <Field label={label} required={required} hint={hint}>
      {({ id, hintId }) => (
        <input
          id={id}
          className="input"
          type="number"
          required={required}
          min={min}
          max={max}
          step={step}
          aria-describedby={hintId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
