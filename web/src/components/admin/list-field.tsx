import { useId, useState, type KeyboardEvent } from 'react';
import formStyles from './admin-form.module.css';
import { addToList, removeFromList } from './list-entries';
import styles from './list-field.module.css';
import { Button } from '@/components/ui/button';

interface Props {
  label: string;
  /** What one entry is called, for the buttons ('filter category', 'tag'). */
  noun: string;
  /** The accessible name of the list of added entries. */
  listLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  emptyText: string;
  placeholder?: string;
}

/** A list of texts to add (button or Enter) and remove: filter categories and tags. */
export function ListField({ label, noun, listLabel, values, onChange, emptyText, placeholder }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft.trim()) return;
    onChange(addToList(values, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={styles.entry}>
        <input
          id={id}
          className="input"
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          Add
        </Button>
      </div>
      {values.length === 0 ? (
        <p className={formStyles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.chips} aria-label={listLabel}>
          {values.map((value, index) => (
            <li key={value} className={styles.chip}>
              <span>{value}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onChange(removeFromList(values, index))}
                aria-label={`Remove ${noun} ${value}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
