import { slugAfterNameChange, slugAfterSlugInput, type SlugField } from '@/lib/slug';
import { TextField } from './text-field';

interface NameAndSlugFieldsProps {
  /** 'Title', 'Exam Name'. */
  nameLabel: string;
  name: string;
  slug: SlugField;
  /** The new name and the slug after it (the slug follows the name until the admin edits the slug). */
  onChange: (name: string, slug: SlugField) => void;
  /** While creating, the slug field says it follows the name: 'Follows the title until you edit it.'. */
  creating?: boolean;
}

/** The required name field and its slug of the exam-pattern and cheatsheet forms. */
export function NameAndSlugFields({ nameLabel, name, slug, onChange, creating = false }: NameAndSlugFieldsProps) {
  const slugHint = creating ? `Follows the ${nameLabel.toLowerCase()} until you edit it.` : undefined;
  return (
    <>
      <TextField
        label={nameLabel}
        required
        maxLength={160}
        value={name}
        onChange={(value) => onChange(value, slugAfterNameChange(slug, value))}
      />
      <TextField
        label="Slug"
        hint={slugHint}
        maxLength={160}
        value={slug.slug}
        onChange={(value) => onChange(name, slugAfterSlugInput(value))}
      />
    </>
  );
}
