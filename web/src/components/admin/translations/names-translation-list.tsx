import type { TranslationLocale } from '@exam-prep/contract/admin/translations';
import { TranslationEditor } from './translation-editor';
import styles from './translation-editor.module.css';

interface NamedItem {
  _id: string;
  /** The English name as the list shows it. */
  name: string;
}

/**
 * Topics' or subtopics' names in another language (Hindi pages need them too): each item of the list with its own small form (its
 * English name, its name in that language, save and remove). `onChanged` refreshes the list after a save.
 */
export function NamesTranslationList({
  type,
  items,
  locale,
  onChanged,
}: {
  type: 'topics' | 'subtopics';
  items: NamedItem[];
  locale: TranslationLocale;
  onChanged?: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.names}>
      {items.map((item) => (
        <li key={item._id} className={styles.card}>
          <h3 className={styles.nameTitle} lang="en">
            {item.name}
          </h3>
          <TranslationEditor type={type} id={item._id} locale={locale} compact onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}
