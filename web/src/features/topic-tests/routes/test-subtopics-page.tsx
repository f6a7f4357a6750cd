import { useParams } from 'react-router-dom';
import { useSubtopicsByTopic } from '@/api/subtopics';
import { NoIndex, Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { contentLang, shownName } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { DirectoryGrid } from '@/features/topic-tests/components/directory-grid';
import styles from './test-subtopics-page.module.css';

export default function TestSubtopicsPage() {
  const { topicName = '' } = useParams();
  const { data: subtopics, error, isLoading, mutate } = useSubtopicsByTopic(topicName);
  const { t, locale } = useI18n();
  // The topic's name in this language, as its subtopics carry it (the address has only its slug).
  const topicRecord = subtopics?.find((subtopic) => subtopic.topic_id)?.topic_id;
  const topic = shownName(topicRecord ?? {}, topicName);

  return (
    <div className="container page">
      <Seo text={(meta) => meta.testSubtopicsPageMeta(topicName, subtopics ?? [])} />
      <Button to="/test-topics" variant="secondary" className={styles.back}>
        {t('topic-tests.subtopics.back')}
      </Button>
      <h1 className="page-title">{t('topic-tests.subtopics.title', { topic })}</h1>
      <p className="page-lead">{t('topic-tests.subtopics.lead')}</p>
      {error && !subtopics ? (
        <ErrorState message={t('topic-tests.subtopics.failed')} onAction={() => void mutate()} />
      ) : isLoading ? (
        <LoadingState label={t('topic-tests.subtopics.loading')} />
      ) : !subtopics || subtopics.length === 0 ? (
        <EmptyState title={t('topic-tests.subtopics.emptyTitle')} message={t('topic-tests.subtopics.emptyMessage')}>
          <NoIndex />
        </EmptyState>
      ) : (
        <DirectoryGrid
          label={t('topic-tests.subtopics.label', { topic })}
          entries={subtopics.map((subtopic) => ({
            key: subtopic._id,
            to: `/onlinetest/${encodeURIComponent(subtopic.subtopic_name)}`,
            title: shownName(subtopic, subtopic.subtopic_name),
            lang: contentLang(subtopic, locale),
            detail: subtopic.category ?? undefined,
            cue: t('topic-tests.subtopics.cue'),
          }))}
        />
      )}
    </div>
  );
}
