import { Field } from '@/components/ui/field';
import { SelectOptions } from './filter-select';

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value | '';
  onChange: (value: Value) => void;
  /** Plain values are their own label. */
  options: ReadonlyArray<Value | { value: Value; label: string }>;
  /** A first option with the value '' ('Select a topic'); none when a choice is always made. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Spans the whole row of the form grid. */
  full?: boolean;
}

/** A labelled drop-down of an admin form (a topic, a difficulty). */
export function SelectField<Value extends string>({
  label,
  value,
  onChange,
  options,
  placeholder,
  required = false,
  disabled,
  full,
}: SelectFieldProps<Value>) {
  return (
    <Field label={label} required={required} full={full}>
      {({ id }) => (
        <select
          id={id}
          className="select"
          required={required}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as Value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}
