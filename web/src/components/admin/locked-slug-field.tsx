import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import styles from './inline-controls.module.css';

interface LockedSlugFieldProps {
  value: string;
  onChange: (slug: string) => void;
  /** Create forms: the slug is free to edit. Edit forms: locked until the Edit toggle is pressed (then 'Done'). */
  lockable: boolean;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

/** The Slug field of the FAQ and programming-topic forms; on edit it stays disabled until 'Edit' is pressed. */
export function LockedSlugField({ value, onChange, lockable, required = false, hint, placeholder }: LockedSlugFieldProps) {
  const [unlocked, setUnlocked] = useState(false);
  const locked = lockable && !unlocked;
  return (
    <Field label="Slug" required={required} hint={hint}>
      {({ id, describedBy }) => (
        <div className={styles.inline}>
          <input
            id={id}
            className="input"
            value={value}
            required={required}
            disabled={locked}
            placeholder={placeholder}
            aria-describedby={describedBy}
            maxLength={200}
            onChange={(event) => onChange(event.target.value)}
          />
          {lockable && (
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={unlocked}
              aria-label={unlocked ? 'Done editing slug' : 'Edit slug'}
              onClick={() => setUnlocked(!unlocked)}
            >
              {unlocked ? 'Done' : 'Edit'}
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
