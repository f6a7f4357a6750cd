import { correctOptionIndex, optionLetter } from '@exam-prep/contract/answer';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { OptionContent } from '@/components/question/option-content';
import { SafeHtml } from '@/components/safe-html';
import { SavedDataImage } from '@/components/saved-data-image';
import { contentLang, fieldLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { uploadUrl } from '@/lib/format';
import { isBlankHtml } from '@/lib/plain-text';
import type { QuestionNeighbour, QuestionPage } from '@/features/question-page/api/get-question-page';
import { placeNames, practicePath, questionCrumbs, questionHeading } from '@/features/question-page/lib/question-page';
import { ReportLink } from '@/features/question-reports/components/report-link';
import styles from './question-page-view.module.css';
import { Card } from '@/components/ui/card';

/**
 * A question on its own page: the question and its options, the answer and explanation behind a <details>
 * (revealed without JavaScript), and links to the questions before and after it in its subtopic. A question not
 * yet translated shows in English on a Hindi page, marked lang="en".
 */
export function QuestionPageView({ page }: { page: QuestionPage }) {
  const headingId = useId();
  const { t, locale } = useI18n();
  const { question, options } = page.record;
  const imageUrl = uploadUrl(question.question_image_url);
  const correct = correctOptionIndex(options, question.answer);
  const { subtopic } = placeNames(page);
  const lang = contentLang(question, locale);

  return (
    <article className={`container page ${styles.page}`} aria-labelledby={headingId}>
      <Breadcrumbs items={questionCrumbs(page, t)} />
      <h1 id={headingId} className={`page-title ${styles.heading}`}>
        {questionHeading(page, t)}
      </h1>

      {/* A reader who chose Hindi is told why this one is in English. */}
      {lang && <p className={styles.none}>{t('states.inEnglish')}</p>}
      <Card className={styles.card} data-testid="question-page" data-question-id={question._id}>
        <SafeHtml html={question.question} className={`rich-text ${styles.question}`} lang={lang} />
        {/* Held back until tapped under data saver, like every question's figure. */}
        {imageUrl && <SavedDataImage className={styles.figure} src={imageUrl} alt={t('question-page.figure')} decoding="async" />}

        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari (VoiceOver) drops the list role of a list-style: none list */}
        <ol className={styles.options} role="list" aria-label={t('question-page.options')}>
          {options.map((option, index) => (
            <li key={option._id || index} className={styles.option}>
              <span className={styles.letter} aria-hidden="true">
                {optionLetter(index)}
              </span>
              <span className="visually-hidden">{t('question.option', { letter: optionLetter(index) })}</span>
              <OptionContent option={option} letter={optionLetter(index)} lang={lang} />
            </li>
          ))}
        </ol>

        <details className={styles.reveal}>
          <summary className={styles.summary}>{t('question.showAnswer')}</summary>
          <div className={styles.answer}>
            <h2 className={styles.label}>{t('question.correctAnswer')}</h2>
            {correct >= 0 ? (
              <div className={styles.answerValue}>
                <span className={styles.letter}>{optionLetter(correct)}</span>
                <OptionContent option={options[correct]!} letter={optionLetter(correct)} lang={lang} />
              </div>
            ) : (
              <div className={styles.answerValue} lang={fieldLang(question, 'answer', locale)}>
                {question.answer}
              </div>
            )}
            <h2 className={styles.label}>{t('question.explanation')}</h2>
            {isBlankHtml(question.explanation) ? (
              <p className={styles.none}>{t('question.noExplanation')}</p>
            ) : (
              <SafeHtml html={question.explanation} className="rich-text" lang={fieldLang(question, 'explanation', locale)} />
            )}
          </div>
        </details>
        <ReportLink questionId={question._id} />
      </Card>

      {(page.previous || page.next) && (
        <nav className={styles.neighbours} aria-label={subtopic ? t('question-page.moreOf', { subtopic }) : t('question-page.more')}>
          {page.previous && <NeighbourLink neighbour={page.previous} direction="previous" />}
          {page.next && <NeighbourLink neighbour={page.next} direction="next" />}
        </nav>
      )}
      {page.topic_name && page.subtopic_name && (
        <p className={styles.more}>
          <Link to={practicePath(page.topic_name, page.subtopic_name)}>{t('question-page.practiseAll', { subtopic })}</Link>
        </p>
      )}
    </article>
  );
}

function NeighbourLink({ neighbour, direction }: { neighbour: QuestionNeighbour; direction: 'previous' | 'next' }) {
  const { t, locale } = useI18n();
  const label = direction === 'previous' ? t('question-page.previous') : t('question-page.next');
  return (
    <Link to={neighbour.url} rel={direction === 'previous' ? 'prev' : 'next'} className={`${styles.neighbour} ${styles[direction]}`}>
      <span className={styles.direction}>{direction === 'previous' ? `← ${label}` : `${label} →`}</span>
      {neighbour.title && (
        <span className={styles.title} lang={contentLang(neighbour, locale)}>
          {neighbour.title}
        </span>
      )}
    </Link>
  );
}
