import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { QuestionRecord } from '@/api/questions';
import { useAllSubtopics } from '@/api/subtopics';
import { NoIndex, Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { browserStorage } from '@/lib/storage';
import { secondsTaken } from '@/lib/timed-test/attempt';
import { shownName } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { LazyDownloadButton } from '@/features/offline/components/lazy-download-button';
import { topicTestItemId } from '@/features/offline/lib/item-ids';
import { useQuestionSample } from '@/features/topic-tests/api/get-question-sample';
import { TestResults } from '@/features/topic-tests/components/test-results';
import { TestRunner } from '@/features/topic-tests/components/test-runner';
import { useKeepResult } from '@/features/topic-tests/hooks/use-keep-result';
import { useTestSession } from '@/features/topic-tests/hooks/use-test-session';
import { scoreTest } from '@/features/topic-tests/lib/scoring';
import { resumeSession, sessionStore } from '@/features/topic-tests/lib/session';

/** /onlinetest/{subtopic} and /test/{subtopic} (canonical): the 30-minute timed test. */
export default function OnlineTestPage() {
  const { subtopicName = '' } = useParams();
  const { t, locale } = useI18n();
  // The subtopic's name in the page's language (the address has only its slug), as the served <title> has it.
  const { data: subtopics } = useAllSubtopics();
  const displayName = subtopics?.find((subtopic) => subtopic.subtopic_name === subtopicName)?.display_name;
  const title = t('topic-tests.test.title', { subtopic: shownName({ display_name: displayName }, subtopicName) });
  return (
    <div className="container page">
      <Seo
        text={(meta) => meta.onlineTestPageMeta(subtopicName, displayName)}
        canonicalPath={`/test/${encodeURIComponent(subtopicName)}`}
      />
      {/* Keeps the whole question list (an offline test draws from it), the page and its pictures. */}
      <LazyDownloadButton
        itemId={topicTestItemId(locale, subtopicName)}
        title={title}
        path={`/test/${encodeURIComponent(subtopicName)}`}
        kind="topic-test"
        collectUrls={() =>
          import('@/features/offline/lib/subtopic-download').then(({ topicTestUrls }) => topicTestUrls(subtopicName, locale))
        }
      />
      {/* A new subtopic is a new test: remount so nothing of the previous one lingers. */}
      <MockTest key={subtopicName} subtopicName={subtopicName} title={title} />
    </div>
  );
}

function MockTest({ subtopicName, title }: { subtopicName: string; title: string }) {
  // An attempt already stored here (running or finished) brings its own questions: a reload resumes the very
  // same test. Otherwise the server draws them; Retake Test forgets the attempt and asks for a new draw.
  const [resumed] = useState(() => resumeSession(browserStorage(), subtopicName, Date.now()));
  const [draw, setDraw] = useState(0);
  const useStored = resumed !== null && draw === 0;
  const { data: drawn, error, mutate } = useQuestionSample(useStored ? null : subtopicName, draw);
  const records = useStored ? resumed.questions : drawn;
  const { t } = useI18n();
  const retake = useCallback(() => {
    sessionStore.clear(browserStorage(), subtopicName);
    setDraw((current) => current + 1);
  }, [subtopicName]);

  if (error && !records) return <ErrorState message={t('topic-tests.test.failed')} onAction={() => void mutate()} />;
  if (!records) return <LoadingState label={t('topic-tests.test.loading')} />;
  if (records.length === 0) {
    return (
      <EmptyState title={t('topic-tests.test.emptyTitle')} message={t('topic-tests.test.emptyMessage')}>
        <NoIndex />
        <Button to="/test-topics">{t('topic-tests.test.backToTopics')}</Button>
      </EmptyState>
    );
  }
  return <LoadedTest key={draw} subtopicName={subtopicName} title={title} drawn={records} onRetake={retake} />;
}

interface LoadedTestProps {
  subtopicName: string;
  title: string;
  drawn: QuestionRecord[];
  onRetake: () => void;
}

function LoadedTest({ subtopicName, title, drawn, onRetake }: LoadedTestProps) {
  const { t } = useI18n();
  const { session, secondsLeft, choose, goTo, markForReview, submit } = useTestSession(subtopicName, drawn);
  const submitted = session?.submittedAt ?? null;
  const result = useMemo(
    () => (submitted !== null && session ? scoreTest(session.questions, session.answers) : null),
    [submitted, session],
  );
  useKeepResult(subtopicName, result, submitted);

  if (!session) return <LoadingState label={t('topic-tests.test.starting')} />;
  if (result && submitted !== null) {
    return <TestResults key={session.startedAt} title={title} result={result} secondsTaken={secondsTaken(session)} onRetake={onRetake} />;
  }
  return (
    <TestRunner
      title={title}
      records={session.questions}
      session={session}
      secondsLeft={secondsLeft}
      onChoose={choose}
      onGoTo={goTo}
      onMarkForReview={markForReview}
      onSubmit={submit}
    />
  );
}
