import { useTopics } from '@/api/topics';
import { Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { contentLang, shownName } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { DirectoryGrid } from '@/features/topic-tests/components/directory-grid';

export default function TestTopicsPage() {
  const { data: topics, error, isLoading, mutate } = useTopics();
  const { t, locale } = useI18n();

  return (
    <div className="container page">
      <Seo text={(meta) => meta.testTopicsPageMeta(topics ?? [])} />
      <h1 className="page-title">{t('topic-tests.topics.title')}</h1>
      <p className="page-lead">{t('topic-tests.topics.lead')}</p>
      {error && !topics ? (
        <ErrorState message={t('topic-tests.topics.failed')} onAction={() => void mutate()} />
      ) : isLoading ? (
        <LoadingState label={t('topic-tests.topics.loading')} />
      ) : !topics || topics.length === 0 ? (
        <EmptyState title={t('topic-tests.topics.emptyTitle')} message={t('topic-tests.topics.emptyMessage')} />
      ) : (
        <DirectoryGrid
          label={t('topic-tests.topics.label')}
          entries={topics.map((topic) => ({
            key: topic._id,
            to: `/test-topics/${encodeURIComponent(topic.topic_name)}`,
            title: shownName(topic, topic.topic_name),
            lang: contentLang(topic, locale),
            cue: t('topic-tests.topics.cue'),
          }))}
        />
      )}
    </div>
  );
}
