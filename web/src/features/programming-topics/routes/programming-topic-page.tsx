import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ProgrammingTopicPage as TopicPage } from '@exam-prep/contract/public/programming';
import { NotFoundPage, PageLoading } from '@/components/page-states';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { stripHtml } from '@/lib/plain-text';
import { useTopicPage } from '@/features/programming-topics/api/get-topics';
import { DifficultyChip } from '@/features/programming-topics/components/difficulty-chip';
import { QuestionCard } from '@/features/programming-topics/components/question-card';
import { topicPageMeta } from '@/features/programming-topics/lib/page-meta';
import { topicStructuredData } from '@/features/programming-topics/lib/structured-data';
import { questionAnchor } from '@/features/programming-topics/lib/topics';
import styles from './programming-topic-page.module.css';

/** /programming-topics/{slug}: a topic's code questions with their solutions. */
export default function ProgrammingTopicPage() {
  const { slug = '' } = useParams();
  const { data: page, error } = useTopicPage(slug);
  const { t } = useI18n();
  if (page) return <TopicView key={page.topic._id} page={page} />;
  if (!error) return <PageLoading label={t('programming-topics.detail.loading')} />;
  // Any failure (404, network, server) shows the Not Found screen, as specified.
  return (
    <NotFoundPage
      title={t('programming-topics.detail.notFoundTitle')}
      message={t('programming-topics.detail.notFoundMessage')}
      keywords={['programming', 'code questions']}
    >
      <Button to="/programming-topics">{t('programming-topics.detail.backToList')}</Button>
    </NotFoundPage>
  );
}

function TopicView({ page }: { page: TopicPage }) {
  const { t, locale } = useI18n();
  const { topic } = page;
  const lang = contentLang(topic, locale);
  const questions = useMemo(() => [...page.questions].sort((a, b) => a.order - b.order), [page.questions]);

  return (
    <article className={`container page ${styles.page}`}>
      <Seo {...topicPageMeta(locale, topic, page.question_count)} structuredData={(url) => topicStructuredData(page, url)} />
      <Link to="/programming-topics" className={styles.back}>
        {t('programming-topics.detail.back')}
      </Link>

      <header className={styles.header}>
        <h1 className={styles.title} lang={lang}>
          {topic.title}
        </h1>
        {topic.description && (
          <p className={styles.description} lang={lang}>
            {topic.description}
          </p>
        )}
        <p className={styles.pills}>
          {topic.featured && <span className={`${styles.pill} ${styles.featured}`}>{t('programming-topics.detail.featured')}</span>}
          <span className={styles.pill}>{t('programming-topics.detail.questionCount', { count: page.question_count })}</span>
          <span className={styles.pill}>{topic.category}</span>
          <DifficultyChip level={topic.difficulty} />
        </p>
        {topic.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('programming-topics.detail.tags')} lang={lang}>
            {topic.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
      </header>

      <section aria-labelledby="questions-heading" className={styles.questions}>
        <h2 id="questions-heading" className={styles.sectionTitle}>
          {t('programming-topics.detail.questionsTitle')}
        </h2>
        {questions.length === 0 ? (
          <p className={styles.none}>{t('programming-topics.detail.none')}</p>
        ) : (
          <>
            <Card as="nav" className={styles.contents} aria-labelledby="contents-heading">
              <h3 id="contents-heading" className={styles.contentsTitle}>
                {t('programming-topics.detail.contents')}
              </h3>
              <ol>
                {questions.map((question, index) => (
                  <li key={question._id} lang={contentLang(question, locale)}>
                    <a href={`#${questionAnchor(index)}`}>{stripHtml(question.title) || question.title}</a>
                  </li>
                ))}
              </ol>
            </Card>
            <ol className={styles.list}>
              {questions.map((question, index) => (
                <li key={question._id}>
                  <QuestionCard question={question} index={index} />
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </article>
  );
}
