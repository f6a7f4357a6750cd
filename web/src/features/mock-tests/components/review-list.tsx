import { useId, useState } from 'react';
import { optionLetter } from '../../../api/questions';
import { AiExplanationButton } from '../../../components/question/ai-explanation-button';
import { OptionContent } from '../../../components/question/option-content';
import { SafeHtml } from '../../../components/safe-html';
import { uploadUrl } from '../../../lib/format';
import type { ReviewItem, ReviewStatus } from '../lib/result-view';
import styles from './review-list.module.css';

const STATUS_LABEL: Record<ReviewStatus, string> = { correct: 'Correct', wrong: 'Wrong', unanswered: 'Not answered' };
type Filter = 'all' | ReviewStatus;

/** Every question with the chosen and correct answers, the explanation, how many got it right, and Owl AI. */
export function ReviewList({ items }: { items: readonly ReviewItem[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const filterId = useId();
  const shown = filter === 'all' ? items : items.filter((item) => item.status === filter);
  const count = (status: ReviewStatus) => items.filter((item) => item.status === status).length;

  return (
    <section aria-labelledby="review-heading" className={styles.review}>
      <div className={styles.head}>
        <h2 id="review-heading" className={styles.heading}>
          Question Review
        </h2>
        <div className={styles.filter}>
          <label htmlFor={filterId}>Show</label>
          <select id={filterId} className="select" value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
            <option value="all">All questions ({items.length})</option>
            <option value="wrong">Wrong ({count('wrong')})</option>
            <option value="unanswered">Not answered ({count('unanswered')})</option>
            <option value="correct">Correct ({count('correct')})</option>
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className={styles.none}>No questions here.</p>
      ) : (
        <ol className={styles.list}>
          {shown.map((item) => (
            <ReviewEntry key={`${item.number}-${item.question._id}`} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ReviewEntry({ item }: { item: ReviewItem }) {
  const { question } = item;
  return (
    <li className={`card ${styles.item} ${styles[item.status]}`} data-status={item.status}>
      <div className={styles.itemHead}>
        <h3 className={styles.number}>
          Question {item.number} <span className={styles.section}>· {item.sectionName}</span>
        </h3>
        <span className={`${styles.badge} ${styles[`badge_${item.status}`]}`}>{STATUS_LABEL[item.status]}</span>
      </div>
      <SafeHtml className={`rich-text ${styles.question}`} html={question.question} />
      {question.question_image_url && (
        <img
          className={styles.figure}
          src={uploadUrl(question.question_image_url)}
          alt={`Figure for question ${item.number}`}
          loading="lazy"
        />
      )}
      <ul className={styles.options}>
        {question.options.map((option, index) => {
          const letter = optionLetter(index);
          const isCorrect = option._id === item.correctOptionId;
          const isChosen = option._id === item.chosenOptionId;
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
      {item.percentCorrect !== null && (
        <p className={styles.share} data-testid="percent-correct">
          {item.percentCorrect}% got this right
        </p>
      )}
      {item.explanation && (
        <div className={styles.explanation}>
          <h4>Explanation</h4>
          <SafeHtml className="rich-text" html={item.explanation} />
        </div>
      )}
      <div className={styles.ai}>
        <AiExplanationButton questionId={question._id} />
      </div>
    </li>
  );
}
