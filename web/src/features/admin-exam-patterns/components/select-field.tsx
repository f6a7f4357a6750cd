import { Field } from '@/components/ui/field';

interface SelectFieldProps {
  label: string;
  value: string;
  /** Each option's text is also its value. */
  options: readonly string[];
  onChange: (value: string) => void;
  required?: boolean;
}

/** A labelled drop-down of the exam pattern forms. */
export function SelectField({ label, value, options, onChange, required = false }: SelectFieldProps) {
  return (
    <Field label={label} required={required}>
      {({ id }) => (
        <select id={id} className="select" required={required} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </Field>
  );
}
