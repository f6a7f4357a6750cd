import { questionStructuredData } from '@exam-prep/contract/question-structured-data';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage, PageLoading } from '@/components/page-states';
import { Seo } from '@/components/seo';
import { ErrorState } from '@/components/status-views';
import { useI18n } from '@/i18n/i18n';
import { useQuestionPage, type QuestionPage as QuestionPageAnswer } from '@/features/question-page/api/get-question-page';
import { QuestionPageView } from '@/features/question-page/components/question-page-view';
import { canonicalAddress } from '@/features/question-page/lib/question-page';
import { Button } from '@/components/ui/button';

/** /questions/{id}/{slug}: one question's own page (the proxy moves /questions/{id} and other slugs to it). */
export default function QuestionPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const { data, error, isLoading, mutate } = useQuestionPage(id);
  // SWR keeps no previous question's answer for a new id, but a page is only shown for the question asked for.
  const page = data?.record.question._id === id ? data : undefined;

  if (page) return <LoadedQuestionPage key={id} page={page} />;
  if ((error as { status?: number } | undefined)?.status === 404) {
    return (
      <NotFoundPage
        title={t('question-page.notFoundTitle')}
        message={t('question-page.notFoundMessage')}
        keywords={['practice questions', 'MCQ with answers']}
      >
        <Button to="/practice">{t('question-page.browse')}</Button>
      </NotFoundPage>
    );
  }
  if (error && !isLoading) {
    return (
      <div className="container page">
        <ErrorState title={t('question-page.failedTitle')} message={t('question-page.failedMessage')} onAction={() => void mutate()} />
      </div>
    );
  }
  return <PageLoading label={t('question-page.loading')} />;
}

function LoadedQuestionPage({ page }: { page: QuestionPageAnswer }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Reached at another address inside the app (an old slug, the bare id): show the one the proxy would move to.
  const replacement = canonicalAddress(location, page.url);
  useEffect(() => {
    if (replacement) navigate(replacement, { replace: true });
  }, [replacement, navigate]);

  return (
    <>
      <Seo
        text={(meta) => meta.questionPageMeta(page)}
        canonicalPath={page.url}
        structuredData={(url) => questionStructuredData(page, url)}
      />
      <QuestionPageView page={page} />
    </>
  );
}
