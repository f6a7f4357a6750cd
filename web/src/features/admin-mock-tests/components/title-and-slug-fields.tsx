import type { Ref } from 'react';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/admin/text-field';
import { slugAfterNameChange, slugAfterSlugInput, type SlugField } from '@/lib/slug';
import styles from './mock-test-form.module.css';

interface TitleAndSlugFieldsProps {
  title: string;
  slug: SlugField;
  onChange: (title: string, slug: SlugField) => void;
  creating: boolean;
  /** The server's 409 (the slug is taken), shown at the slug field until the slug changes. */
  slugError: string | null;
  slugRef: Ref<HTMLInputElement>;
}

/** The paper's title and its slug, which follows the title while creating until the admin edits it. */
export function TitleAndSlugFields({ title, slug, onChange, creating, slugError, slugRef }: TitleAndSlugFieldsProps) {
  const hint = creating
    ? 'Optional: follows the title until you edit it. Left empty, it is made from the title.'
    : 'Optional: left empty, it is made from the title.';
  return (
    <>
      <TextField
        label="Title"
        required
        maxLength={200}
        value={title}
        onChange={(value) => onChange(value, slugAfterNameChange(slug, value))}
      />
      <Field label="Slug" hint={hint}>
        {({ id, hintId }) => (
          <>
            <input
              ref={slugRef}
              id={id}
              className={`input ${slugError ? styles.invalid : ''}`}
              maxLength={160}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={slugError ? true : undefined}
              aria-describedby={[slugError ? `${id}-error` : '', hintId ?? ''].join(' ').trim() || undefined}
              value={slug.slug}
              onChange={(event) => onChange(title, slugAfterSlugInput(event.target.value))}
            />
            {slugError && (
              <p id={`${id}-error`} className={styles.fieldError}>
                {slugError}
              </p>
            )}
          </>
        )}
      </Field>
    </>
  );
}
