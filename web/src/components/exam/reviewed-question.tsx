import type { ReactNode } from 'react';
import { optionLetter, type QuestionOption } from '../../api/questions';
import { uploadUrl } from '../../lib/format';
import { OptionContent } from '../question/option-content';
import { SafeHtml } from '../safe-html';
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
}: ReviewedQuestionProps) {
  return (
    <li className={`card ${styles.item} ${styles[status]} ${className}`.trimEnd()} data-status={status}>
      <div className={styles.itemHead}>
        <Heading className={styles.number}>{heading}</Heading>
        <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{badge}</span>
      </div>
      <SafeHtml className={`rich-text ${styles.question}`} html={questionHtml} />
      {imageName && <img className={styles.figure} src={uploadUrl(imageName)} alt={`Figure for question ${number}`} loading="lazy" />}
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
              <span className="visually-hidden">Option {letter}: </span>
              <OptionContent option={option} letter={letter} />
              {(isCorrect || isChosen) && (
                <span className={styles.marks}>
                  {isCorrect && <span className={styles.markCorrect}>✓ Correct answer</span>}
                  {isChosen && (
                    <span className={isCorrect ? styles.markChosen : styles.markWrong}>{isCorrect ? 'Your answer' : '✗ Your answer'}</span>
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
