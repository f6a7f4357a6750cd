import type { MockTestPaper, MockTestResult } from '@exam-prep/contract/public/mock-tests';
import { useMemo } from 'react';
import { ResultSummary } from '../../../components/exam/result-summary';
import type { HistoryEntry } from '../lib/history';
import { accuracy, formatDuration, formatMarks, formatPercentile, reviewItems } from '../lib/result-view';
import { ReviewList } from './review-list';
import { ScoreChart } from './score-chart';
import styles from './result-view.module.css';

interface ResultViewProps {
  paper: MockTestPaper;
  result: MockTestResult;
  timeSpentSeconds: number;
  /** This paper's attempts on this device, oldest first. */
  history: readonly HistoryEntry[];
  onTakeAgain: () => void;
}

/** The result: score with negative marking, sections, accuracy, time, percentile, history, then every question. */
export function ResultView({ paper, result, timeSpentSeconds, history, onTakeAgain }: ResultViewProps) {
  const items = useMemo(() => reviewItems(paper, result), [paper, result]);
  const accuracyPercent = accuracy(result.correct, result.wrong);

  return (
    <div className={styles.result}>
      <ResultSummary
        heading="Your Result"
        subtitle={paper.title}
        backTo="/mock-tests"
        backLabel="All Mock Tests"
        againLabel="Take Again"
        onAgain={onTakeAgain}
      >
        <p className={styles.score} data-testid="score">
          {formatMarks(result.score)}
          <span className={styles.max}> / {formatMarks(result.max_score)}</span>
        </p>
        {paper.negative_marking && (
          <p className={styles.scoreNote}>After negative marking ({formatMarks(paper.marking_scheme.wrong_answer)} per wrong answer)</p>
        )}
        <dl className={styles.stats}>
          <div>
            <dt>Percentile</dt>
            <dd data-testid="percentile">{formatPercentile(result.percentile)}</dd>
          </div>
          <div>
            <dt>Accuracy</dt>
            <dd data-testid="accuracy">{accuracyPercent === null ? '—' : `${accuracyPercent}%`}</dd>
          </div>
          <div>
            <dt>Correct</dt>
            <dd>{result.correct}</dd>
          </div>
          <div>
            <dt>Wrong</dt>
            <dd>{result.wrong}</dd>
          </div>
          <div>
            <dt>Not answered</dt>
            <dd>{result.unanswered}</dd>
          </div>
          <div>
            <dt>Time spent</dt>
            <dd data-testid="time-spent">{formatDuration(timeSpentSeconds)}</dd>
          </div>
        </dl>
        <p className={styles.explain}>
          Accuracy is correct answers out of answered questions. Percentile: the share of all attempts at this paper that scored no more
          than you.
        </p>
      </ResultSummary>

      {result.sections.length > 1 && (
        <section className={`card ${styles.sections}`} aria-labelledby="sections-result-heading">
          <h2 id="sections-result-heading">Section scores</h2>
          <div className={styles.tableWrap} role="region" aria-labelledby="sections-result-heading" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Section</th>
                  <th scope="col">Score</th>
                  <th scope="col">Correct</th>
                  <th scope="col">Wrong</th>
                  <th scope="col">Not answered</th>
                </tr>
              </thead>
              <tbody>
                {result.sections.map((section, index) => (
                  <tr key={`${section.section_name}-${index}`}>
                    <th scope="row">{section.section_name}</th>
                    <td>
                      {formatMarks(section.score)} / {formatMarks(section.max_score)}
                    </td>
                    <td>{section.correct}</td>
                    <td>{section.wrong}</td>
                    <td>{section.unanswered}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {history.length > 0 && <ScoreChart entries={history} heading="Your scores on this paper" />}

      <ReviewList items={items} />
    </div>
  );
}
