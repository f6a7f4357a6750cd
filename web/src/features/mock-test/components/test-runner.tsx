import { useEffect, useRef } from 'react';
import type { QuestionRecord } from '../../../api/questions';
import { AnswerChoices } from '../../../components/exam/answer-choices';
import { ExamPalette } from '../../../components/exam-palette/exam-palette';
import { paletteState } from '../../../components/exam-palette/palette-state';
import { SafeHtml } from '../../../components/safe-html';
import { uploadUrl } from '../../../lib/format';
import { clampIndex, type TestSession } from '../lib/session';
import { formatClock, timeWarning, WARNING_SECONDS } from '../../../lib/countdown';
import styles from './test-runner.module.css';

interface TestRunnerProps {
  title: string;
  records: QuestionRecord[];
  session: TestSession;
  secondsLeft: number;
  onChoose: (questionId: string, optionId: string | null) => void;
  onGoTo: (index: number) => void;
  onMarkForReview: (questionId: string, marked: boolean) => void;
  onSubmit: () => void;
}

/**
 * One question at a time, with the counter, progress bar, countdown, Previous / Next / Submit Test, a review mark,
 * and the question palette shared with full papers.
 */
export function TestRunner({ title, records, session, secondsLeft, onChoose, onGoTo, onMarkForReview, onSubmit }: TestRunnerProps) {
  const total = records.length;
  const index = clampIndex(session.index, total);
  const record = records[index];
  const questionId = record.question._id;
  const chosen = session.answers[questionId];
  const answeredCount = records.filter((item) => session.answers[item.question._id] !== undefined).length;
  const isLast = index === total - 1;
  const isMarked = session.marked.includes(questionId);
  const paletteItems = records.map((item, position) => ({
    id: item.question._id,
    number: position + 1,
    state: paletteState({
      answered: session.answers[item.question._id] !== undefined,
      marked: session.marked.includes(item.question._id),
      visited: session.visited.includes(item.question._id) || position === index,
    }),
  }));
  const warning = secondsLeft <= WARNING_SECONDS;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new question: bring it into view (the Next button may sit below a long question on a phone).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [index]);

  return (
    <div className={styles.runner}>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <p className={styles.counter}>
            Question <strong>{index + 1}</strong> of {total}
            <span className={styles.answered}>{answeredCount} answered</span>
          </p>
          <p className={`${styles.timer} ${warning ? styles.timerWarning : ''}`}>
            <span className="visually-hidden">Time left: </span>
            <svg className={styles.clock} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 9v4l2.5 2.5M9 2h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span role="timer" aria-live="off" data-testid="timer">
              {formatClock(secondsLeft)}
            </span>
          </p>
        </div>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Test progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={`Question ${index + 1} of ${total}`}
        >
          <span style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
        {/* Announced in the last minute only: at 60, 30 and 10 seconds left. */}
        <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
          {timeWarning(secondsLeft)}
        </p>
      </div>

      <h1 className={styles.title}>{title} Mock Test</h1>

      <section className={`card ${styles.question}`} aria-labelledby="question-heading">
        <h2 id="question-heading" ref={headingRef} className={styles.questionNumber}>
          Question {index + 1}
        </h2>
        <SafeHtml className={`rich-text ${styles.questionText}`} html={record.question.question} />
        {record.question.question_image_url && (
          <img className={styles.figure} src={uploadUrl(record.question.question_image_url)} alt={`Figure for question ${index + 1}`} />
        )}
        <AnswerChoices
          questionId={questionId}
          number={index + 1}
          options={record.options}
          selectedId={chosen}
          onSelect={(optionId) => onChoose(questionId, optionId)}
        />
        <div className={styles.questionTools}>
          <button
            type="button"
            className={`${styles.review} ${isMarked ? styles.reviewOn : ''}`}
            aria-pressed={isMarked}
            onClick={() => onMarkForReview(questionId, !isMarked)}
          >
            <span aria-hidden="true">{isMarked ? '★' : '☆'}</span> Mark for Review
          </button>
          {chosen !== undefined && (
            <button type="button" className={styles.clear} onClick={() => onChoose(questionId, null)}>
              Clear my answer
            </button>
          )}
        </div>
      </section>

      <nav className={styles.nav} aria-label="Questions">
        <button type="button" className="btn btn-outline" onClick={() => onGoTo(index - 1)} disabled={index === 0}>
          ← Previous
        </button>
        {isLast ? (
          <button type="button" className="btn btn-gold" onClick={onSubmit}>
            Submit Test
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => onGoTo(index + 1)}>
            Next →
          </button>
        )}
      </nav>

      <div className={`card ${styles.palette}`}>
        <ExamPalette
          items={paletteItems}
          currentId={questionId}
          onSelect={(id) => onGoTo(records.findIndex((item) => item.question._id === id))}
        />
      </div>
    </div>
  );
}
