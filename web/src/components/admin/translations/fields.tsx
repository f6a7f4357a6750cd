import type { TextsOf, TranslatedType } from '@exam-prep/contract/admin/translations';
import { TextField } from '@/components/admin/text-field';
import formStyles from '@/components/admin/admin-form.module.css';
import { stripHtml } from '@/lib/plain-text';
import { joinList, optionalText, orNull, splitList } from './texts';

/** What every type's translation fields get: the English texts to translate from, the translation being edited. */
export interface TextsFieldsProps<T extends TranslatedType> {
  english: TextsOf[T];
  texts: TextsOf[T];
  onChange: (texts: TextsOf[T]) => void;
}

/** The English text a field translates, shown under it (plain text: rich text without its markup). */
export const englishHint = (english: string | null | undefined, rich = false) => {
  const text = rich ? stripHtml(english) : (english ?? '').trim();
  return `English: ${text || '(empty)'}`;
};

export interface TranslatedTextProps {
  label: string;
  english: string | null | undefined;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  full?: boolean;
  required?: boolean;
}

/** A one-line (or, with rows, multi-line) text field of a translation, with its English text under it. */
export function TranslatedText(props: TranslatedTextProps) {
  const { english, ...field } = props;
  return <TextField {...field} hint={englishHint(english)} />;
}

/** Translation fields in the admin form's two-column grid, in order (their labels are unique). */
export function TranslatedGrid({ fields }: { fields: TranslatedTextProps[] }) {
  return (
    <div className={formStyles.grid}>
      {fields.map((field) => (
        <TranslatedText key={field.label} {...field} />
      ))}
    </div>
  );
}

type Layout = Pick<TranslatedTextProps, 'rows' | 'full' | 'required'>;

/** The field of a text: 'Exam name (Hindi)'. */
export const textField = (
  label: string,
  english: string | null | undefined,
  own: string,
  onChange: (text: string) => void,
  layout?: Layout,
): TranslatedTextProps => ({ label, english, value: own, onChange, ...layout });

/** The field of an optional text, where an empty box stores null: 'Description (Hindi)'. */
export const optionalField = (
  label: string,
  english: string | null | undefined,
  own: string | null | undefined,
  onChange: (text: string | null) => void,
  layout?: Layout,
): TranslatedTextProps => ({ label, english, value: optionalText(own ?? null), onChange: (value) => onChange(orNull(value)), ...layout });

/** The field of a list of words, written comma-separated: 'Tags (Hindi, comma-separated)'. */
export const listField = (
  name: string,
  english: string[],
  own: string[],
  onChange: (list: string[]) => void,
  layout?: Layout,
): TranslatedTextProps => ({
  label: `${name} (Hindi, comma-separated)`,
  english: joinList(english),
  value: joinList(own),
  onChange: (value) => onChange(splitList(value)),
  ...layout,
});
