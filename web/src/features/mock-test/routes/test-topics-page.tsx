import { useTopics } from '../../../api/topics';
import { Seo } from '../../../components/seo';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { titleCase } from '../../../lib/format';
import { DirectoryGrid } from '../components/directory-grid';

export default function TestTopicsPage() {
  const { data: topics, error, isLoading, mutate } = useTopics();

  return (
    <div className="container page">
      <Seo text={(meta) => meta.testTopicsPageMeta(topics ?? [])} />
      <h1 className="page-title">Select a Topic</h1>
      <p className="page-lead">
        Pick a topic, then a subtopic, and take a 30-minute timed mock test. Your score and a full review appear at the end.
      </p>
      {error && !topics ? (
        <ErrorState message="Failed to load topics. Please try again later." onAction={() => void mutate()} />
      ) : isLoading ? (
        <LoadingState label="Loading topics..." />
      ) : !topics || topics.length === 0 ? (
        <EmptyState title="No Topics Available" message="Topics will appear here once they are added." />
      ) : (
        <DirectoryGrid
          label="Topics"
          entries={topics.map((topic) => ({
            key: topic._id,
            to: `/test-topics/${encodeURIComponent(topic.topic_name)}`,
            title: titleCase(topic.topic_name),
            cue: 'Choose a subtopic',
          }))}
        />
      )}
    </div>
  );
}
