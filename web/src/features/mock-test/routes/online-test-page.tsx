import { onlineTestPageMeta } from '@exam-prep/contract/page-meta';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuestions, type QuestionRecord } from '../../../api/questions';
import { NoIndex, Seo } from '../../../components/seo';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { titleCase } from '../../../lib/format';
import { TestResults } from '../components/test-results';
import { TestRunner } from '../components/test-runner';
import { useTestSession } from '../hooks/use-test-session';
import { scoreTest } from '../lib/scoring';

/** /onlinetest/{subtopic} and /test/{subtopic} (canonical): the 30-minute timed test. */
export default function OnlineTestPage() {
  const { subtopicName = '' } = useParams();
  const title = titleCase(subtopicName);
  return (
    <div className="container page">
      <Seo {...onlineTestPageMeta(subtopicName)} canonicalPath={`/test/${encodeURIComponent(subtopicName)}`} />
      {/* A new subtopic is a new test: remount so nothing of the previous one lingers. */}
      <MockTest key={subtopicName} subtopicName={subtopicName} title={title} />
    </div>
  );
}

function MockTest({ subtopicName, title }: { subtopicName: string; title: string }) {
  const { data: records, error, isLoading, mutate } = useQuestions(subtopicName);

  if (error && !records) return <ErrorState message="Failed to load questions. Please try again later." onAction={() => void mutate()} />;
  if (isLoading) return <LoadingState label="Loading questions..." />;
  if (!records || records.length === 0) {
    return (
      <EmptyState title="No Questions Available" message="This test has no questions yet. Please choose another subtopic.">
        <NoIndex />
        <Link to="/test-topics" className="btn btn-primary">
          Back to Topics
        </Link>
      </EmptyState>
    );
  }
  return <LoadedTest subtopicName={subtopicName} title={title} records={records} />;
}

function LoadedTest({ subtopicName, title, records }: { subtopicName: string; title: string; records: QuestionRecord[] }) {
  const { session, secondsLeft, choose, goTo, submit, retake } = useTestSession(subtopicName, records.length);
  const submitted = session?.submittedAt ?? null;
  const result = useMemo(() => (submitted !== null && session ? scoreTest(records, session.answers) : null), [submitted, session, records]);

  if (!session) return <LoadingState label="Starting test..." />;
  if (result && submitted !== null) {
    return (
      <TestResults
        key={session.startedAt}
        title={title}
        result={result}
        secondsTaken={Math.round((submitted - session.startedAt) / 1000)}
        onRetake={retake}
      />
    );
  }
  return (
    <TestRunner
      title={title}
      records={records}
      session={session}
      secondsLeft={secondsLeft}
      onChoose={choose}
      onGoTo={goTo}
      onSubmit={submit}
    />
  );
}
