import { ResultSummary } from '@/components/exam/result-summary';
import { ReviewedQuestion } from '@/components/exam/reviewed-question';
import type { TestResult } from '@/features/topic-tests/lib/scoring';
import { ReportLink } from '@/features/question-reports/components/report-link';
import { contentLang } from '@/i18n/content-lang';
import { useI18n, withParts } from '@/i18n/i18n';
import { formatClock } from '@/lib/countdown';
import figures from '@/components/exam/result-figures.module.css';
import styles from './test-results.module.css';

interface TestResultsProps {
  /** 'Percentages Mock Test', in the page's language. */
  title: string;
  result: TestResult;
  /** Seconds between start and submission. */
  secondsTaken: number;
  onRetake: () => void;
}

/** 'Test Complete!': the score, the counts and a review of every question. */
export function TestResults({ title, result, secondsTaken, onRetake }: TestResultsProps) {
  const { t, locale } = useI18n();
  /** A figure in bold within its words ('<b>10</b> questions'). */
  const figure = (key: string, value: string | number) => withParts((params) => t(key, params), { count: <strong>{value}</strong> });
  return (
    <div className={styles.results}>
      <ResultSummary
        heading={t('topic-tests.result.heading')}
        subtitle={title}
        backTo="/test-topics"
        backLabel={t('topic-tests.test.backToTopics')}
        againLabel={t('topic-tests.result.retake')}
        onAgain={onRetake}
      >
        <p className={figures.score} data-testid="score-percentage">
          {result.percentage}%
        </p>
        <p className={styles.line}>{t('topic-tests.result.line', { correct: result.correct, answered: result.answered })}</p>
        <ul className={styles.stats}>
          <li>{figure('topic-tests.result.questions', result.total)}</li>
          <li>{figure('topic-tests.result.wrong', result.wrong)}</li>
          <li data-testid="skipped-count">{figure('topic-tests.result.skipped', result.skipped)}</li>
          <li>{withParts((params) => t('topic-tests.result.time', params), { time: <strong>{formatClock(secondsTaken)}</strong> })}</li>
        </ul>
      </ResultSummary>

      <section aria-labelledby="review-heading">
        <h2 id="review-heading" className={styles.reviewHeading}>
          {t('topic-tests.result.review')}
        </h2>
        <ol className={styles.review}>
          {result.review.map((entry, index) => (
            <ReviewedQuestion
              key={entry.record.question._id}
              status={entry.status}
              heading={t('question.number', { number: index + 1 })}
              badge={t(`topic-tests.result.status.${entry.status}`)}
              number={index + 1}
              questionHtml={entry.record.question.question}
              imageName={entry.record.question.question_image_url}
              options={entry.record.options}
              correctIndex={entry.correctIndex}
              chosenIndex={entry.chosenIndex}
              lang={contentLang(entry.record.question, locale)}
            >
              <ReportLink questionId={entry.record.question._id} />
            </ReviewedQuestion>
          ))}
        </ol>
      </section>
    </div>
  );
}
