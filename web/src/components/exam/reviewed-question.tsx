import type { ReactNode } from 'react';
import { optionLetter, type QuestionOption } from '@/api/questions';
import { uploadUrl } from '@/lib/format';
import { useI18n } from '@/i18n/i18n';
import { OptionContent } from '@/components/question/option-content';
import { SafeHtml } from '@/components/safe-html';
import { SavedDataImage } from '@/components/saved-data-image';
import styles from './reviewed-question.module.css';

export type ReviewedStatus = 'correct' | 'wrong' | 'skipped' | 'unanswered';

interface ReviewedQuestionProps {
  status: ReviewedStatus;
  /** The label beside the status badge: "Question 3" and what else the screen names. */
  heading: ReactNode;
  headingAs?: 'span' | 'h3';
  badge: string;
  number: number;
  questionHtml: string;
  imageName?: string | null;
  options: readonly QuestionOption[];
  correctIndex: number;
  /** -1 when not answered. */
  chosenIndex: number;
  className?: string;
  /** What a screen shows below the options (explanation, share right...). */
  children?: ReactNode;
  /** The question's `lang` when it is shown in another language than the page's (contentLang). */
  lang?: string;
}

/** One question of a test's review: the chosen and the correct answer marked among its options. */
export function ReviewedQuestion({
  status,
  heading,
  headingAs: Heading = 'span',
  badge,
  number,
  questionHtml,
  imageName,
  options,
  correctIndex,
  chosenIndex,
  className = '',
  children,
  lang,
}: ReviewedQuestionProps) {
  const { t } = useI18n();
  return (
    <li className={`card ${styles.item} ${styles[status]} ${className}`.trimEnd()} data-status={status}>
      <div className={styles.itemHead}>
        <Heading className={styles.number}>{heading}</Heading>
        <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{badge}</span>
      </div>
      <SafeHtml className={`rich-text ${styles.question}`} html={questionHtml} lang={lang} />
      {imageName && (
        <SavedDataImage className={styles.figure} src={uploadUrl(imageName)} alt={t('question.figure', { number })} loading="lazy" />
      )}
      <ul className={styles.options}>
        {options.map((option, optionIndex) => {
          const letter = optionLetter(optionIndex);
          const isCorrect = optionIndex === correctIndex;
          const isChosen = optionIndex === chosenIndex;
          const mark = isCorrect ? styles.optionCorrect : isChosen ? styles.optionWrong : '';
          return (
            <li
              key={option._id}
              className={`${styles.option} ${mark}`}
              data-correct={isCorrect || undefined}
              data-chosen={isChosen || undefined}
            >
              <span className={styles.letter} aria-hidden="true">
                {letter}
              </span>
              <span className="visually-hidden">{t('question.option', { letter })}</span>
              <OptionContent option={option} letter={letter} lang={lang} />
              {(isCorrect || isChosen) && (
                <span className={styles.marks}>
                  {isCorrect && <span className={styles.markCorrect}>{t('exam.correctAnswer')}</span>}
                  {isChosen && (
                    <span className={isCorrect ? styles.markChosen : styles.markWrong}>
                      {isCorrect ? t('exam.yourAnswer') : t('exam.yourWrongAnswer')}
                    </span>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {children}
    </li>
  );
}
