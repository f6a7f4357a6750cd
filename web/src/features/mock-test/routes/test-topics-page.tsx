import { useTopics } from '../../../api/topics';
import { Seo } from '../../../components/seo';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { titleCase } from '../../../lib/format';
import { DirectoryGrid } from '../components/directory-grid';

export default function TestTopicsPage() {
  const { data: topics, error, isLoading, mutate } = useTopics();
  const names = (topics ?? []).map((topic) => titleCase(topic.topic_name));

  return (
    <div className="container page">
      <Seo
        title="Free Online Mock Tests – 30-Minute Timed Tests"
        description={`Take free 30-minute timed mock tests with instant scoring and a full question review${names.length ? `: ${names.slice(0, 4).join(', ')} and more` : ''}.`}
        keywords={['free mock test', 'online test', 'timed practice test', ...names.slice(0, 4).map((name) => `${name} mock test`)]}
      />
      <h1 className="page-title">Select a Topic</h1>
      <p className="page-lead">Pick a topic, then a subtopic, and take a 30-minute timed mock test. Your score and a full review appear at the end.</p>
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
