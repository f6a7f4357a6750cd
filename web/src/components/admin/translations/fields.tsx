import type { TextsOf, TranslatedType } from '@exam-prep/contract/admin/translations';
import { TextField } from '@/components/admin/text-field';
import { stripHtml } from '@/lib/plain-text';

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

/** A one-line (or, with rows, multi-line) text field of a translation, with its English text under it. */
export function TranslatedText(props: {
  label: string;
  english: string | null | undefined;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  full?: boolean;
  required?: boolean;
}) {
  const { english, ...field } = props;
  return <TextField {...field} hint={englishHint(english)} />;
}
