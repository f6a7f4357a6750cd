import { LabelledControl } from './labelled-control';

interface SearchFieldProps {
  /** The visible label, e.g. 'Search exams'. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
}

/** The labelled search box of the admin lists (the list follows it as the admin types). */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <LabelledControl label={label} className={className}>
      {(id) => (
        <input id={id} className="input" type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </LabelledControl>
  );
}
