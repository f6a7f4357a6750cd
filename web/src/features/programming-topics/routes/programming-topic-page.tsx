import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { ProgrammingTopicPage as TopicPage } from '@exam-prep/contract/public/programming';
import { DetailArticle, DetailHeader, Pill, QuestionsSection } from '@/components/content-detail/content-detail';
import { NotFoundPage, PageLoading } from '@/components/page-states';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { questionAnchor } from '@/lib/numbering';
import { stripHtml } from '@/lib/plain-text';
import { useTopicPage } from '@/features/programming-topics/api/get-topics';
import { DifficultyChip } from '@/features/programming-topics/components/difficulty-chip';
import { QuestionCard } from '@/features/programming-topics/components/question-card';
import { topicPageMeta } from '@/features/programming-topics/lib/page-meta';
import { topicStructuredData } from '@/features/programming-topics/lib/structured-data';

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
    <DetailArticle
      head={<Seo {...topicPageMeta(locale, topic, page.question_count)} structuredData={(url) => topicStructuredData(page, url)} />}
      backTo="/programming-topics"
      backLabel={t('programming-topics.detail.back')}
    >
      <DetailHeader
        title={topic.title}
        description={topic.description}
        lang={lang}
        tags={topic.tags}
        tagsLabel={t('programming-topics.detail.tags')}
        pills={
          <>
            {topic.featured && <Pill featured>{t('programming-topics.detail.featured')}</Pill>}
            <Pill>{t('programming-topics.detail.questionCount', { count: page.question_count })}</Pill>
            <Pill>{topic.category}</Pill>
            <DifficultyChip level={topic.difficulty} />
          </>
        }
      />

      <QuestionsSection
        title={t('programming-topics.detail.questionsTitle')}
        none={t('programming-topics.detail.none')}
        contentsTitle={t('programming-topics.detail.contents')}
        questions={questions.map((question, index) => ({
          id: question._id,
          anchor: questionAnchor(index),
          label: stripHtml(question.title) || question.title,
          lang: contentLang(question, locale),
          card: <QuestionCard question={question} index={index} />,
        }))}
      />
    </DetailArticle>
  );
}
