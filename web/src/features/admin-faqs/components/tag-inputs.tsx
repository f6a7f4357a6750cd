import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import formStyles from '@/components/admin/admin-form.module.css';
import inline from '@/components/admin/inline-controls.module.css';
import styles from './faq-form.module.css';

interface TagInputsProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** The FAQ form's tags (spec §2.4): 'Add Tag' adds an empty input; each input has its delete button. */
export function TagInputs({ tags, onChange }: TagInputsProps) {
  const list = useRef<HTMLUListElement>(null);
  const added = useRef(false);
  // A tag just added gets the focus, so the keyboard goes on typing in it.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [tags.length]);
  const set = (index: number, value: string) => onChange(tags.map((tag, position) => (position === index ? value : tag)));
  return (
    <div>
      {tags.length === 0 ? (
        <p className={formStyles.empty}>No tags added</p>
      ) : (
        <ul ref={list} className={styles.tagList} aria-label="Tags">
          {tags.map((tag, index) => (
            // Tags may repeat or be blank while typed: the position is their identity.
            <li key={index} className={inline.inline}>
              <input
                className="input"
                value={tag}
                aria-label={`Tag ${index + 1}`}
                placeholder="e.g. python"
                maxLength={60}
                onChange={(event) => set(index, event.target.value)}
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Delete tag ${index + 1}`}
                onClick={() => onChange(tags.filter((_, position) => position !== index))}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        onClick={() => {
          added.current = true;
          onChange([...tags, '']);
        }}
      >
        + Add Tag
      </Button>
    </div>
  );
}
