import { Link } from 'react-router-dom';
import { useTopics } from '../../../api/topics';
import { Seo } from '../../../components/seo';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { titleCase } from '../../../lib/format';
import styles from './topics-page.module.css';
import { useI18n } from '../../../i18n/i18n';

/** /practice — the topic directory. */
export default function TopicsPage() {
  const { data: topics, error, isValidating, mutate } = useTopics();
  const { pageMeta } = useI18n();
  const meta = pageMeta.topicsPageMeta(topics ?? []);

  let body;
  if (topics) {
    body =
      topics.length === 0 ? (
        <EmptyState title="No Topics Available" message="Topics will appear here once they are added to the system." />
      ) : (
        <ul className={styles.grid}>
          {topics.map((topic) => (
            <li key={topic._id}>
              <Link to={`/practice/${encodeURIComponent(topic.topic_name)}`} className={`card ${styles.topic}`}>
                <span className={styles.initial} aria-hidden="true">
                  {titleCase(topic.topic_name).charAt(0)}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{titleCase(topic.topic_name)}</span>
                  <span className={styles.cue}>View subtopics →</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      );
  } else if (error && !isValidating) {
    body = <ErrorState message="Failed to load topics. Please try again later." onAction={() => void mutate()} />;
  } else {
    body = <LoadingState label="Loading topics..." />;
  }

  return (
    <div className="container page">
      <Seo {...meta} canonicalPath="/practice" />
      <h1 className="page-title">Practice Topics</h1>
      <p className="page-lead">
        Pick a topic, then a subtopic, and check each answer the moment you choose it. Every question has an explanation.
      </p>
      {body}
    </div>
  );
}
