import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { mutate as mutateGlobal } from 'swr';
import {
  TRANSLATION_LOCALE_NAMES,
  type TextsOf,
  type TranslatedType,
  type TranslationAnswer,
  type TranslationLocale,
} from '@exam-prep/contract/admin/translations';
import { FlashMessage } from '@/components/admin/flash-message';
import { FormSection } from '@/components/admin/form-section';
import { serverMessage } from '@/components/admin/server-message';
import { useFlash } from '@/components/admin/use-flash';
import { ErrorState, LoadingState } from '@/components/status-views';
import formStyles from '@/components/admin/admin-form.module.css';
import { deleteTranslation, getTranslation, saveTranslation } from './translation-api';
import { startingTexts } from './texts';
import { CheatsheetTextsFields } from './cheatsheet-texts';
import { ExamPatternTextsFields } from './exam-pattern-texts';
import { QuestionTextsFields } from './question-texts';
import { MockTestTextsFields, SubtopicTextsFields, TopicTextsFields } from './simple-texts';
import type { TextsFieldsProps } from './fields';
import styles from './translation-editor.module.css';
import { Button } from '@/components/ui/button';

/** Each type's fields (the props' types match the type's: the switch below keeps them together). */
function FieldsOf<T extends TranslatedType>({ type, ...props }: TextsFieldsProps<T> & { type: T }): ReactNode {
  const as = <K extends TranslatedType>() => props as unknown as TextsFieldsProps<K>;
  switch (type) {
    case 'topics':
      return <TopicTextsFields {...as<'topics'>()} />;
    case 'subtopics':
      return <SubtopicTextsFields {...as<'subtopics'>()} />;
    case 'questions':
      return <QuestionTextsFields {...as<'questions'>()} />;
    case 'exam-patterns':
      return <ExamPatternTextsFields {...as<'exam-patterns'>()} />;
    case 'cheatsheets':
      return <CheatsheetTextsFields {...as<'cheatsheets'>()} />;
    default:
      return <MockTestTextsFields {...as<'mock-tests'>()} />;
  }
}

interface TranslationEditorProps<T extends TranslatedType> {
  type: T;
  id: string;
  locale?: TranslationLocale;
  /** A small form (a name in a list row): no section of shared facts. */
  compact?: boolean;
  /** After a save or a removal (a list showing the names refreshes). */
  onChanged?: () => void;
}

/**
 * The translation form of one document (what a Hindi page shows): its texts in another language, each field with the English
 * text it translates under it, and what every language shares shown read-only. Saving makes the translation when
 * there is none; removing it shows the English version to that language's readers again.
 */
export function TranslationEditor<T extends TranslatedType>({
  type,
  id,
  locale = 'hi',
  compact = false,
  onChanged,
}: TranslationEditorProps<T>) {
  const language = TRANSLATION_LOCALE_NAMES[locale];
  const [attempt, setAttempt] = useState(0);
  const key = `${type}/${id}/${locale}/${attempt}`;
  // Each outcome names the request it answers, and edits the answer they start from.
  const [outcome, setOutcome] = useState<{ key: string; answer?: TranslationAnswer<T>; error?: unknown }>();
  const [edited, setEdited] = useState<{ key: string; texts: TextsOf[T] }>();
  const [saving, setSaving] = useState(false);
  const { flash, show } = useFlash(5000);

  useEffect(() => {
    let current = true;
    getTranslation(type, id, locale).then(
      (answer) => current && setOutcome({ key, answer }),
      (error: unknown) => current && setOutcome({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [type, id, locale, key]);

  const settled = outcome?.key === key ? outcome : undefined;
  if (settled?.error !== undefined)
    return (
      <ErrorState
        message={serverMessage(settled.error, `Failed to load the ${language} version`)}
        onAction={() => setAttempt((n) => n + 1)}
      />
    );
  if (!settled?.answer) return <LoadingState label={`Loading the ${language} version...`} />;
  const answer = settled.answer;
  const texts = edited?.key === key ? edited.texts : startingTexts(answer);

  const changed = () => {
    // Lists and pages showing this document read it again (their data kept meanwhile: nothing on screen unmounts).
    void mutateGlobal((key) => typeof key === 'string' && key.startsWith('/api/') && !key.startsWith('/api/auth/'));
    onChanged?.();
  };
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const saved = await saveTranslation(type, id, locale, texts);
      setOutcome({ key, answer: saved });
      setEdited(undefined);
      show('success', `${language} version saved.`);
      changed();
    } catch (caught) {
      show('error', serverMessage(caught, `Failed to save the ${language} version`));
    } finally {
      setSaving(false);
    }
  }
  async function remove() {
    if (!window.confirm(`Remove the ${language} version? Its readers will see the English one.`)) return;
    try {
      await deleteTranslation(type, id, locale);
      show('success', `${language} version removed.`);
      setAttempt((n) => n + 1);
      changed();
    } catch (caught) {
      show('error', serverMessage(caught, `Failed to remove the ${language} version`));
    }
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate lang={locale} aria-label={`${language} version`}>
      <FlashMessage flash={flash} />
      <p className={styles.status} lang="en">
        {answer.translation
          ? `This ${language} version is what ${language} readers see.`
          : `No ${language} version yet: ${language} readers see the English one until you save.`}
      </p>
      {!compact && answer.shared.length > 0 && (
        <FormSection title="Shared with English (edit in the English form)">
          <dl className={styles.shared} lang="en">
            {answer.shared.map(({ label, value }) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </FormSection>
      )}
      <FieldsOf type={type} english={answer.english} texts={texts} onChange={(next) => setEdited({ key, texts: next })} />
      <div className={styles.actions} lang="en">
        {answer.translation && (
          <Button variant="secondary" onClick={() => void remove()}>
            Remove {language} version
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : `Save ${language} version`}
        </Button>
      </div>
    </form>
  );
}
