import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { QuestionRecord } from '@/api/questions';
import { AnswerChoices } from '@/components/exam/answer-choices';
import { ExamPalette } from '@/components/exam-palette/exam-palette';
import { SafeHtml } from '@/components/safe-html';
import { Button } from '@/components/ui/button';
import { contentLang } from '@/i18n/content-lang';
import { useI18n, withParts } from '@/i18n/i18n';
import { uploadUrl } from '@/lib/format';
import { clampIndex, type TestSession } from '@/features/topic-tests/lib/session';
import { formatClock, timeWarning, WARNING_SECONDS } from '@/lib/countdown';
import { questionState } from '@/lib/timed-test/attempt';
import { useTestRunning } from '@/lib/offline/test-running';
import styles from './test-runner.module.css';

interface TestRunnerProps {
  /** 'Percentages Mock Test', in the page's language. */
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
  const { t, locale } = useI18n();
  const total = records.length;
  const index = clampIndex(session.index, total);
  const record = records[index];
  // A question not yet translated shows in English on a Hindi page.
  const lang = contentLang(record.question, locale);
  const questionId = record.question._id;
  const chosen = session.answers[questionId];
  const answeredCount = records.filter((item) => session.answers[item.question._id] !== undefined).length;
  const isLast = index === total - 1;
  const isMarked = session.marked.includes(questionId);
  // Kept across the clock's ticks (this screen renders every second): the memoised palette then renders nothing on
  // a tick, and a move only the buttons whose state changed.
  const paletteItems = useMemo(
    () =>
      records.map((item, position) => ({
        id: item.question._id,
        number: position + 1,
        state: questionState(session, item.question._id, position === index),
      })),
    [records, session, index],
  );
  const selectFromPalette = useCallback((id: string) => onGoTo(records.findIndex((item) => item.question._id === id)), [records, onGoTo]);
  const warning = secondsLeft <= WARNING_SECONDS;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // No update reload or install prompt over a running test (lib/offline/start.ts).
  useTestRunning();

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
            {withParts((params) => t('topic-tests.test.counter', params), { number: <strong>{index + 1}</strong> }, { total })}
            <span className={styles.answered}>{t('topic-tests.test.answered', { count: answeredCount })}</span>
          </p>
          <p className={`${styles.timer} ${warning ? styles.timerWarning : ''}`}>
            <span className="visually-hidden">{t('topic-tests.test.timeLeft')}</span>
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
          aria-label={t('topic-tests.test.progress')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={t('topic-tests.test.progressValue', { number: index + 1, total })}
        >
          <span style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
        {/* Announced in the last minute only: at 60, 30 and 10 seconds left. */}
        <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
          {timeWarning(secondsLeft, t)}
        </p>
      </div>

      <h1 className={styles.title}>{title}</h1>

      <section className={`card ${styles.question}`} aria-labelledby="question-heading">
        <h2 id="question-heading" ref={headingRef} className={styles.questionNumber}>
          {t('question.number', { number: index + 1 })}
        </h2>
        <SafeHtml className={`rich-text ${styles.questionText}`} html={record.question.question} lang={lang} />
        {record.question.question_image_url && (
          <img
            className={styles.figure}
            src={uploadUrl(record.question.question_image_url)}
            alt={t('question.figure', { number: index + 1 })}
          />
        )}
        <AnswerChoices
          questionId={questionId}
          number={index + 1}
          options={record.options}
          selectedId={chosen}
          onSelect={(optionId) => onChoose(questionId, optionId)}
          lang={lang}
        />
        <div className={styles.questionTools}>
          <button
            type="button"
            className={`${styles.review} ${isMarked ? styles.reviewOn : ''}`}
            aria-pressed={isMarked}
            onClick={() => onMarkForReview(questionId, !isMarked)}
          >
            <span aria-hidden="true">{isMarked ? '★' : '☆'}</span> {t('topic-tests.test.markForReview')}
          </button>
          {chosen !== undefined && (
            <button type="button" className={styles.clear} onClick={() => onChoose(questionId, null)}>
              {t('topic-tests.test.clearAnswer')}
            </button>
          )}
        </div>
      </section>

      <nav className={styles.nav} aria-label={t('topic-tests.test.questions')}>
        <Button variant="secondary" onClick={() => onGoTo(index - 1)} disabled={index === 0}>
          {t('topic-tests.test.previous')}
        </Button>
        {isLast ? (
          <Button variant="accent" onClick={onSubmit}>
            {t('topic-tests.test.submit')}
          </Button>
        ) : (
          <Button onClick={() => onGoTo(index + 1)}>{t('topic-tests.test.next')}</Button>
        )}
      </nav>

      <div className={`card ${styles.palette}`}>
        <ExamPalette items={paletteItems} currentId={questionId} onSelect={selectFromPalette} />
      </div>
    </div>
  );
}
