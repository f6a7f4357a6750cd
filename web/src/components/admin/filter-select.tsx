import { LabelledControl } from './labelled-control';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, with the value '': 'All Levels', '-- Select a topic --'... (none: a choice is always made). */
  placeholder?: string;
  /** Plain strings are their own label. */
  options: ReadonlyArray<string | { value: string; label: string }>;
  disabled?: boolean;
  className?: string;
}

/** A labelled drop-down of the admin screens' filters and pickers. */
export function FilterSelect({ label, value, onChange, placeholder, options, disabled, className }: FilterSelectProps) {
  return (
    <LabelledControl label={label} className={className}>
      {(id) => (
        <select id={id} className="select" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          <SelectOptions options={options} />
        </select>
      )}
    </LabelledControl>
  );
}

/** The <option>s of an admin drop-down; a plain string is its own label. */
export function SelectOptions({ options }: { options: ReadonlyArray<string | { value: string; label: string }> }) {
  return options.map((option) => {
    const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
