import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { optionLetter } from '../../../api/questions';
import { SafeHtml } from '../../../components/safe-html';
import { uploadUrl } from '../../../lib/format';
import type { TestResult } from '../lib/scoring';
import { formatClock } from '../../../lib/countdown';
import { OptionContent } from '../../../components/question/option-content';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, []);

  return (
    <div className={styles.results}>
      <section className={`card ${styles.summary}`} aria-labelledby="result-heading">
        <h1 id="result-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          Test Complete!
        </h1>
        <p className={styles.subject}>{title} Mock Test</p>
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
        <div className={styles.actions}>
          <Link to="/test-topics" className="btn btn-primary">
            Back to Topics
          </Link>
          <button type="button" className="btn btn-gold" onClick={onRetake}>
            Retake Test
          </button>
        </div>
      </section>

      <section aria-labelledby="review-heading">
        <h2 id="review-heading" className={styles.reviewHeading}>
          Question Review
        </h2>
        <ol className={styles.review}>
          {result.review.map((entry, index) => (
            <li key={entry.record.question._id} className={`card ${styles.item} ${styles[entry.status]}`} data-status={entry.status}>
              <div className={styles.itemHead}>
                <span className={styles.number}>Question {index + 1}</span>
                <span className={`${styles.badge} ${styles[`badge_${entry.status}`]}`}>
                  {entry.status === 'skipped' ? 'Skipped – not answered' : STATUS_LABEL[entry.status]}
                </span>
              </div>
              <SafeHtml className={`rich-text ${styles.question}`} html={entry.record.question.question} />
              {entry.record.question.question_image_url && (
                <img
                  className={styles.figure}
                  src={uploadUrl(entry.record.question.question_image_url)}
                  alt={`Figure for question ${index + 1}`}
                  loading="lazy"
                />
              )}
              <ul className={styles.options}>
                {entry.record.options.map((option, optionIndex) => {
                  const letter = optionLetter(optionIndex);
                  const isCorrect = optionIndex === entry.correctIndex;
                  const isChosen = optionIndex === entry.chosenIndex;
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
                            <span className={isCorrect ? styles.markChosen : styles.markWrong}>
                              {isCorrect ? 'Your answer' : '✗ Your answer'}
                            </span>
                          )}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
