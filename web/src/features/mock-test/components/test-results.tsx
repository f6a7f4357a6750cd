import { ResultSummary } from '../../../components/exam/result-summary';
import { ReviewedQuestion } from '../../../components/exam/reviewed-question';
import type { TestResult } from '../lib/scoring';
import { formatClock } from '../../../lib/countdown';
import styles from './test-results.module.css';

interface TestResultsProps {
  title: string;
  result: TestResult;
  /** Seconds between start and submission. */
  secondsTaken: number;
  onRetake: () => void;
}

const STATUS_LABEL = { correct: 'Correct', wrong: 'Wrong', skipped: 'Skipped' } as const;

/** 'Test Complete!': the score, the counts and a review of every question. */
export function TestResults({ title, result, secondsTaken, onRetake }: TestResultsProps) {
  return (
    <div className={styles.results}>
      <ResultSummary
        heading="Test Complete!"
        subtitle={`${title} Mock Test`}
        backTo="/test-topics"
        backLabel="Back to Topics"
        againLabel="Retake Test"
        onAgain={onRetake}
      >
        <p className={styles.score} data-testid="score-percentage">
          {result.percentage}%
        </p>
        <p className={styles.line}>
          You got {result.correct} out of {result.answered} answered questions correct
        </p>
        <ul className={styles.stats}>
          <li>
            <strong>{result.total}</strong> questions
          </li>
          <li>
            <strong>{result.wrong}</strong> wrong
          </li>
          <li data-testid="skipped-count">
            <strong>{result.skipped}</strong> skipped
          </li>
          <li>
            <strong>{formatClock(secondsTaken)}</strong> time taken
          </li>
        </ul>
      </ResultSummary>

      <section aria-labelledby="review-heading">
        <h2 id="review-heading" className={styles.reviewHeading}>
          Question Review
        </h2>
        <ol className={styles.review}>
          {result.review.map((entry, index) => (
            <ReviewedQuestion
              key={entry.record.question._id}
              status={entry.status}
              heading={`Question ${index + 1}`}
              badge={entry.status === 'skipped' ? 'Skipped – not answered' : STATUS_LABEL[entry.status]}
              number={index + 1}
              questionHtml={entry.record.question.question}
              imageName={entry.record.question.question_image_url}
              options={entry.record.options}
              correctIndex={entry.correctIndex}
              chosenIndex={entry.chosenIndex}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
