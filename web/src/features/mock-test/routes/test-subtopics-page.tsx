import { Link, useParams } from 'react-router-dom';
import { useSubtopicsByTopic } from '../../../api/subtopics';
import { NoIndex, Seo } from '../../../components/seo';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { titleCase } from '../../../lib/format';
import { DirectoryGrid } from '../components/directory-grid';
import styles from './test-subtopics-page.module.css';

export default function TestSubtopicsPage() {
  const { topicName = '' } = useParams();
  const topic = titleCase(topicName);
  const { data: subtopics, error, isLoading, mutate } = useSubtopicsByTopic(topicName);

  return (
    <div className="container page">
      <Seo text={(meta) => meta.testSubtopicsPageMeta(topicName, subtopics ?? [])} />
      <Link to="/test-topics" className={`btn btn-outline ${styles.back}`}>
        ← Back to Topics
      </Link>
      <h1 className="page-title">{topic} Mock Tests</h1>
      <p className="page-lead">Choose a subtopic to start its 30-minute test. The clock starts as soon as the questions appear.</p>
      {error && !subtopics ? (
        <ErrorState message="Failed to load subtopics. Please try again later." onAction={() => void mutate()} />
      ) : isLoading ? (
        <LoadingState label="Loading subtopics..." />
      ) : !subtopics || subtopics.length === 0 ? (
        <EmptyState title="No Subtopics Available" message="Tests for this topic will appear here once subtopics are added.">
          <NoIndex />
        </EmptyState>
      ) : (
        <DirectoryGrid
          label={`${topic} subtopics`}
          entries={subtopics.map((subtopic) => ({
            key: subtopic._id,
            to: `/onlinetest/${encodeURIComponent(subtopic.subtopic_name)}`,
            title: titleCase(subtopic.subtopic_name),
            detail: subtopic.category ?? undefined,
            cue: 'Start 30-min test',
          }))}
        />
      )}
    </div>
  );
}
