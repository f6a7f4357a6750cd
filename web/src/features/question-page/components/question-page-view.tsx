import { correctOptionIndex, optionLetter } from '@exam-prep/contract/answer';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { OptionContent } from '../../../components/question/option-content';
import { SafeHtml } from '../../../components/safe-html';
import { uploadUrl } from '../../../lib/format';
import { isBlankHtml } from '../../../lib/plain-text';
import { titleCase } from '@exam-prep/contract/page-text';
import type { QuestionNeighbour, QuestionPage } from '../api/get-question-page';
import { practicePath, questionCrumbs, questionHeading } from '../lib/question-page';
import styles from './question-page-view.module.css';

/**
 * A question on its own page: the question and its options, the answer and explanation behind a <details>
 * (revealed without JavaScript), and links to the questions before and after it in its subtopic.
 */
export function QuestionPageView({ page }: { page: QuestionPage }) {
  const headingId = useId();
  const { question, options } = page.record;
  const imageUrl = uploadUrl(question.question_image_url);
  const correct = correctOptionIndex(options, question.answer);
  const subtopic = page.subtopic_name ? titleCase(page.subtopic_name) : '';

  return (
    <article className={`container page ${styles.page}`} aria-labelledby={headingId}>
      <Breadcrumbs items={questionCrumbs(page)} />
      <h1 id={headingId} className={`page-title ${styles.heading}`}>
        {questionHeading(page)}
      </h1>

      <div className={`card ${styles.card}`} data-testid="question-page" data-question-id={question._id}>
        <SafeHtml html={question.question} className={`rich-text ${styles.question}`} />
        {imageUrl && <img className={styles.figure} src={imageUrl} alt="Figure for this question" decoding="async" />}

        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari (VoiceOver) drops the list role of a list-style: none list */}
        <ol className={styles.options} role="list" aria-label="Options">
          {options.map((option, index) => (
            <li key={option._id || index} className={styles.option}>
              <span className={styles.letter} aria-hidden="true">
                {optionLetter(index)}
              </span>
              <span className="visually-hidden">{`Option ${optionLetter(index)}: `}</span>
              <OptionContent option={option} letter={optionLetter(index)} />
            </li>
          ))}
        </ol>

        <details className={styles.reveal}>
          <summary className={styles.summary}>Show answer</summary>
          <div className={styles.answer}>
            <h2 className={styles.label}>Correct answer</h2>
            {correct >= 0 ? (
              <div className={styles.answerValue}>
                <span className={styles.letter}>{optionLetter(correct)}</span>
                <OptionContent option={options[correct]!} letter={optionLetter(correct)} />
              </div>
            ) : (
              <div className={styles.answerValue}>{question.answer}</div>
            )}
            <h2 className={styles.label}>Explanation</h2>
            {isBlankHtml(question.explanation) ? (
              <p className={styles.none}>No explanation available for this question.</p>
            ) : (
              <SafeHtml html={question.explanation} className="rich-text" />
            )}
          </div>
        </details>
      </div>

      {(page.previous || page.next) && (
        <nav className={styles.neighbours} aria-label={subtopic ? `More ${subtopic} questions` : 'More questions'}>
          {page.previous && <NeighbourLink neighbour={page.previous} direction="previous" />}
          {page.next && <NeighbourLink neighbour={page.next} direction="next" />}
        </nav>
      )}
      {page.topic_name && page.subtopic_name && (
        <p className={styles.more}>
          <Link to={practicePath(page.topic_name, page.subtopic_name)}>{`Practise all ${subtopic} questions`}</Link>
        </p>
      )}
    </article>
  );
}

function NeighbourLink({ neighbour, direction }: { neighbour: QuestionNeighbour; direction: 'previous' | 'next' }) {
  const label = direction === 'previous' ? 'Previous question' : 'Next question';
  return (
    <Link to={neighbour.url} rel={direction === 'previous' ? 'prev' : 'next'} className={`${styles.neighbour} ${styles[direction]}`}>
      <span className={styles.direction}>{direction === 'previous' ? `← ${label}` : `${label} →`}</span>
      {neighbour.title && <span className={styles.title}>{neighbour.title}</span>}
    </Link>
  );
}
