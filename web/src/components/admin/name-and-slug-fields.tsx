import { slugAfterNameChange, slugAfterSlugInput, type SlugField } from '../../lib/slug';
import { Field } from './form-field';

interface NameAndSlugFieldsProps {
  /** 'Title', 'Exam Name'. */
  nameLabel: string;
  name: string;
  slug: SlugField;
  /** The new name and the slug after it (the slug follows the name until the admin edits the slug). */
  onChange: (name: string, slug: SlugField) => void;
  /** Under the slug field while creating, e.g. 'Follows the title until you edit it.'. */
  slugHint?: string;
}

/** The required name field and its slug of the exam-pattern and cheatsheet forms. */
export function NameAndSlugFields({ nameLabel, name, slug, onChange, slugHint }: NameAndSlugFieldsProps) {
  return (
    <>
      <Field label={nameLabel} required>
        {({ id }) => (
          <input
            id={id}
            className="input"
            required
            maxLength={160}
            value={name}
            onChange={(e) => onChange(e.target.value, slugAfterNameChange(slug, e.target.value))}
          />
        )}
      </Field>
      <Field label="Slug" hint={slugHint}>
        {({ id, hintId }) => (
          <input
            id={id}
            className="input"
            maxLength={160}
            aria-describedby={hintId}
            value={slug.slug}
            onChange={(e) => onChange(name, slugAfterSlugInput(e.target.value))}
          />
        )}
      </Field>
    </>
  );
}
