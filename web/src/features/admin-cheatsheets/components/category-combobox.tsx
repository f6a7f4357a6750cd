import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { filterSuggestions, SUGGESTIONS_CLOSE_DELAY_MS } from '@/features/admin-cheatsheets/lib/suggestions';
import styles from './category-combobox.module.css';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Known categories (GET /api/cheatsheets/categories). */
  categories: readonly string[];
  required?: boolean;
}

/**
 * The category field (spec §2): free text with a suggestion list shown while the field is focused or typed
 * into, filtered by case-insensitive containment, closing 200 ms after blur or at once on a pick.
 * Keyboard: arrows move through the suggestions, Enter picks, Escape closes.
 */
export function CategoryCombobox({ id, value, onChange, categories, required }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const suggestions = filterSuggestions(categories, value);
  const shown = open && suggestions.length > 0;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const pick = (category: string) => {
    window.clearTimeout(closeTimer.current);
    onChange(category);
    setOpen(false);
    setActive(-1);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && shown && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className={styles.wrap}>
      <input
        id={id}
        className="input"
        required={required}
        maxLength={80}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onFocus={show}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(-1);
          show();
        }}
        onBlur={() => {
          closeTimer.current = window.setTimeout(() => setOpen(false), SUGGESTIONS_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Category suggestions" className={styles.list} hidden={!shown}>
        {shown &&
          suggestions.map((category, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox pattern: the keys are the input's (arrows, Enter, Escape via aria-activedescendant); options never take focus
            <li
              key={category}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onClick={() => pick(category)}
            >
              {category}
            </li>
          ))}
      </ul>
    </div>
  );
}
