import { useId, useState } from 'react';
import { AiExplanationButton } from '../../../components/question/ai-explanation-button';
import { ReviewedQuestion } from '../../../components/exam/reviewed-question';
import { SafeHtml } from '../../../components/safe-html';
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
    <ReviewedQuestion
      status={item.status}
      heading={
        <>
          Question {item.number} <span className={styles.section}>· {item.sectionName}</span>
        </>
      }
      headingAs="h3"
      badge={STATUS_LABEL[item.status]}
      number={item.number}
      questionHtml={question.question}
      imageName={question.question_image_url}
      options={question.options}
      correctIndex={question.options.findIndex((option) => option._id === item.correctOptionId)}
      chosenIndex={question.options.findIndex((option) => option._id === item.chosenOptionId)}
      className={styles.item}
    >
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
    </ReviewedQuestion>
  );
}
