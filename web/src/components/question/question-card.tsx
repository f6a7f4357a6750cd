import { memo, useId, type ReactNode } from 'react';
import type { QuestionOption, QuestionRecord } from '@/api/questions';
import { isCorrectOption, optionLetter } from '@exam-prep/contract/answer';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { uploadUrl } from '@/lib/format';
import { SafeHtml } from '@/components/safe-html';
import { SavedDataImage } from '@/components/saved-data-image';
import { OptionContent } from './option-content';
import styles from './question-card.module.css';
import { Card } from '@/components/ui/card';

interface QuestionCardProps {
  record: QuestionRecord;
  /** The question's position in the whole list (1-based), shown as 'Question 3'. */
  number: number;
  /** The option the student chose, if any. */
  selectedOptionId?: string;
  onSelect: (optionId: string) => void;
  /**
   * Buttons under the options, in one wrapping row: Save, Explanation, Remove... A page adds more (an AI
   * explanation, say) by passing them here; the card does not need to change.
   */
  actions?: ReactNode;
}

/**
 * One practice question: rich-text question with its optional image, options labelled A, B, C... as real
 * buttons. Choosing one reveals at once whether it is right (green) or wrong (red); the choice can be changed.
 */
export function QuestionCard({ record, number, selectedOptionId, onSelect, actions }: QuestionCardProps) {
  const headingId = useId();
  const { t, locale } = useI18n();
  const { question, options } = record;
  // A question not yet translated is shown in English on a Hindi page, and marked so.
  const lang = contentLang(question, locale);
  const imageUrl = uploadUrl(question.question_image_url);
  const chosenIndex = options.findIndex((option) => option._id === selectedOptionId);
  const chosenIsCorrect = chosenIndex >= 0 && isCorrectOption(options[chosenIndex], chosenIndex, question.answer);

  let feedback = '';
  if (chosenIndex >= 0) {
    const letter = optionLetter(chosenIndex);
    feedback = chosenIsCorrect ? t('question.correct', { letter }) : t('question.wrong', { letter });
  }

  return (
    <Card as="article" className={styles.card} aria-labelledby={headingId} data-testid="question-card" data-question-id={question._id}>
      <h2 id={headingId} className={styles.number}>
        {t('question.number', { number })}
      </h2>
      <SafeHtml html={question.question} className={`rich-text ${styles.question}`} lang={lang} />
      {imageUrl && (
        <SavedDataImage
          className={styles.questionImage}
          src={imageUrl}
          alt={t('question.figure', { number })}
          loading="lazy"
          decoding="async"
        />
      )}

      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari (VoiceOver) drops the list role of a list-style: none list; the explicit role keeps it */}
      <ul className={styles.options} role="list" aria-label={t('question.options', { number })}>
        {options.map((option, index) => {
          const chosen = index === chosenIndex;
          const state = chosen ? (chosenIsCorrect ? 'correct' : 'wrong') : undefined;
          return (
            <li key={option._id || index}>
              <OptionButton option={option} index={index} state={state} lang={lang} onSelect={onSelect} />
            </li>
          );
        })}
      </ul>

      <p
        className={`${styles.feedback} ${chosenIndex >= 0 ? (chosenIsCorrect ? styles.feedbackCorrect : styles.feedbackWrong) : ''}`}
        aria-live="polite"
      >
        {feedback}
      </p>

      {actions && <div className={styles.actions}>{actions}</div>}
    </Card>
  );
}

interface OptionButtonProps {
  option: QuestionOption;
  index: number;
  /** Set on the chosen option: whether it is right. */
  state: 'correct' | 'wrong' | undefined;
  lang: string | undefined;
  onSelect: (optionId: string) => void;
}

/** One option's button. Memoised: a tap re-renders the options whose state changed, not every option's rich text. */
const OptionButton = memo(function OptionButton({ option, index, state, lang, onSelect }: OptionButtonProps) {
  const { t } = useI18n();
  const letter = optionLetter(index);
  return (
    <button
      type="button"
      className={`${styles.option} ${state ? styles[state] : ''}`}
      aria-pressed={state !== undefined}
      data-state={state}
      onClick={() => onSelect(option._id)}
    >
      <span className={styles.letter} aria-hidden="true">
        {letter}
      </span>
      <span className="visually-hidden">{t('question.option', { letter })}</span>
      <OptionContent option={option} letter={letter} lang={lang} />
      {state && (
        <span className={styles.mark} aria-hidden="true">
          {state === 'correct' ? '✓' : '✗'}
        </span>
      )}
    </button>
  );
});
