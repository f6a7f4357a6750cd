import { Link } from 'react-router-dom';
import { useTopics } from '@/api/topics';
import { Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { contentLang, shownName } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import styles from './topics-page.module.css';
import { cardClass } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-grid';

/** /practice — the topic directory. */
export default function TopicsPage() {
  const { data: topics, error, isValidating, mutate } = useTopics();
  const { t, locale } = useI18n();

  let body;
  if (topics) {
    body =
      topics.length === 0 ? (
        <EmptyState title={t('practice.topics.emptyTitle')} message={t('practice.topics.emptyMessage')} />
      ) : (
        <CardGrid min="16rem" gap="sm">
          {topics.map((topic) => (
            <li key={topic._id}>
              <Link to={`/practice/${encodeURIComponent(topic.topic_name)}`} className={cardClass(styles.topic)}>
                <span className={styles.initial} aria-hidden="true">
                  {shownName(topic, topic.topic_name).charAt(0)}
                </span>
                <span className={styles.text}>
                  <span className={styles.name} lang={contentLang(topic, locale)}>
                    {shownName(topic, topic.topic_name)}
                  </span>
                  <span className={styles.cue}>{t('practice.topics.cue')}</span>
                </span>
              </Link>
            </li>
          ))}
        </CardGrid>
      );
  } else if (error && !isValidating) {
    body = <ErrorState message={t('practice.topics.failed')} onAction={() => void mutate()} />;
  } else {
    body = <LoadingState label={t('practice.topics.loading')} />;
  }

  return (
    <div className="container page">
      <Seo text={(builders) => builders.topicsPageMeta(topics ?? [])} canonicalPath="/practice" />
      <h1 className="page-title">{t('practice.topics.title')}</h1>
      <p className="page-lead">{t('practice.topics.lead')}</p>
      {body}
    </div>
  );
}
