import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AiExplanationButton } from '@/components/question/ai-explanation-button';
import { ReviewedQuestion } from '@/components/exam/reviewed-question';
import { ReportLink } from '@/features/question-reports/components/report-link';
import { SafeHtml } from '@/components/safe-html';
import type { ReviewItem, ReviewStatus } from '@/features/mock-tests/lib/result-view';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import styles from './review-list.module.css';

type Filter = 'all' | ReviewStatus;

/** Every question with the chosen and correct answers, the explanation, how many got it right, and Owl AI. */
export function ReviewList({ items }: { items: readonly ReviewItem[] }) {
  const { t } = useI18n();
  const [filter, setFilter] = useState<Filter>('all');
  const filterId = useId();
  const shown = filter === 'all' ? items : items.filter((item) => item.status === filter);
  const count = (status: ReviewStatus) => items.filter((item) => item.status === status).length;

  return (
    <section aria-labelledby="review-heading" className={styles.review}>
      <div className={styles.head}>
        <h2 id="review-heading" className={styles.heading}>
          {t('mock-tests.review.heading')}
        </h2>
        <div className={styles.filter}>
          <label htmlFor={filterId}>{t('mock-tests.review.show')}</label>
          <select id={filterId} className="select" value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
            <option value="all">{t('mock-tests.review.all', { count: items.length })}</option>
            <option value="wrong">{t('mock-tests.review.wrong', { count: count('wrong') })}</option>
            <option value="unanswered">{t('mock-tests.review.unanswered', { count: count('unanswered') })}</option>
            <option value="correct">{t('mock-tests.review.correct', { count: count('correct') })}</option>
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className={styles.none}>{t('mock-tests.review.none')}</p>
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
  const { t, locale } = useI18n();
  const { question } = item;
  const lang = contentLang(question, locale);
  return (
    <ReviewedQuestion
      status={item.status}
      heading={
        <>
          {t('question.number', { number: item.number })} <span className={styles.section}>· {item.sectionName}</span>
        </>
      }
      headingAs="h3"
      badge={t(`mock-tests.review.status.${item.status}`)}
      number={item.number}
      questionHtml={question.question}
      imageName={question.question_image_url}
      options={question.options}
      correctIndex={question.options.findIndex((option) => option._id === item.correctOptionId)}
      chosenIndex={question.options.findIndex((option) => option._id === item.chosenOptionId)}
      className={styles.item}
      lang={lang}
    >
      {item.percentCorrect !== null && (
        <p className={styles.share} data-testid="percent-correct">
          {t('mock-tests.review.share', { percent: item.percentCorrect })}
        </p>
      )}
      {item.explanation && (
        <div className={styles.explanation}>
          <h4>{t('question.explanation')}</h4>
          <SafeHtml className="rich-text" html={item.explanation} lang={lang ?? (item.explanationInEnglish ? 'en' : undefined)} />
        </div>
      )}
      {/* The paper's ids are the attempt's own: the question's page and Owl AI take its real one. A question held for
          tests has no public page, and Owl AI does not explain it. */}
      {item.questionPath && item.realQuestionId && (
        <div className={styles.ai}>
          <Link to={item.questionPath} className={styles.open}>
            {t('mock-tests.review.open')}
          </Link>
          <AiExplanationButton questionId={item.realQuestionId} />
        </div>
      )}
      {/* A report names the question, not the paper; a held question is not reported (it is answered as unknown). */}
      {item.questionPath && item.realQuestionId && <ReportLink questionId={item.realQuestionId} />}
    </ReviewedQuestion>
  );
}
