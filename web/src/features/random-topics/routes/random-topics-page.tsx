import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { allSubtopicsPath, type Subtopic } from '../../../api/subtopics';
import { apiFetch } from '../../../lib/api';
import { PageHero } from '../../../components/page-hero';
import { Seo } from '../../../components/seo';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { titleCase } from '../../../lib/format';
import { COUNT_CHOICES, DEFAULT_COUNT, pickRandom, shownCountText, toTopicCount, type TopicCount } from '../lib/random-pick';
import styles from './random-topics-page.module.css';

type Status = 'loading' | 'error' | 'ready';
type PickedSubtopic = Subtopic & { topic_id: NonNullable<Subtopic['topic_id']> };

/**
 * /random-topics — a random handful of subtopics to start from. Every fetch (first load, Refresh, Try Again)
 * shuffles afresh and takes the chosen count; changing the count alone does not refetch.
 */
export default function RandomTopicsPage() {
  const [count, setCount] = useState<TopicCount>(DEFAULT_COUNT);
  const [status, setStatus] = useState<Status>('loading');
  const [picked, setPicked] = useState<PickedSubtopic[]>([]);
  const countRef = useRef(count);
  const requestRef = useRef(0);
  const selectId = useId();

  const load = useCallback(async () => {
    const request = ++requestRef.current;
    const wanted = countRef.current;
    try {
      // 'no-cache': Refresh and Try Again really ask the server (a cheap 304 when nothing changed) instead of
      // taking the browser's stale-while-revalidate copy.
      const subtopics = await apiFetch<Subtopic[]>(allSubtopicsPath, { cache: 'no-cache' });
      if (request !== requestRef.current) return;
      // A subtopic can only be opened through its topic's address.
      const usable = (Array.isArray(subtopics) ? subtopics : []).filter(
        (subtopic): subtopic is PickedSubtopic => !!subtopic?.topic_id?.topic_name,
      );
      setPicked(pickRandom(usable, wanted));
      setStatus('ready');
    } catch (error) {
      console.error('Could not load subtopics for random practice', error);
      if (request === requestRef.current) setStatus('error');
    }
  }, []);

  // The first load starts out 'loading'; a reload shows it again.
  const reload = () => {
    setStatus('loading');
    void load();
  };
  useEffect(() => {
    void load();
  }, [load]);

  const changeCount = (value: string) => {
    const next = toTopicCount(value);
    countRef.current = next;
    setCount(next);
  };

  let body;
  if (status === 'loading') {
    body = <LoadingState label="Loading random topics..." />;
  } else if (status === 'error') {
    body = <ErrorState message="Failed to load subtopics. Please try again later." onAction={reload} />;
  } else if (picked.length === 0) {
    body = <EmptyState title="No Topics Available" message="Topics will appear here once they are added to the system." />;
  } else {
    body = (
      <ol className={styles.grid}>
        {picked.map((subtopic, index) => (
          <li key={subtopic._id}>
            <Link
              to={`/practice/${encodeURIComponent(subtopic.topic_id.topic_name)}/${encodeURIComponent(subtopic.subtopic_name)}`}
              className={`card ${styles.topic}`}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{titleCase(subtopic.subtopic_name)}</span>
                <span className={styles.parent}>{titleCase(subtopic.topic_id.topic_name)}</span>
                <span className={styles.cue}>Start Practice →</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <>
      <Seo text={(meta) => meta.randomTopicsPageMeta()} canonicalPath="/random-topics" />
      <PageHero title="Random Practice Topics" lead="Not sure where to begin? Let chance pick a few subtopics and start practising.">
        <div className={styles.controls}>
          <div className={styles.field}>
            <label htmlFor={selectId}>Topics to show</label>
            <select id={selectId} className="select" value={count} onChange={(event) => changeCount(event.target.value)}>
              {COUNT_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn btn-gold" onClick={reload} disabled={status === 'loading'}>
            <span aria-hidden="true">↻</span> Refresh
          </button>
        </div>
      </PageHero>
      <div className="container page">
        <p className={styles.shown} aria-live="polite">
          {status === 'loading' ? 'Loading Topics' : status === 'ready' && picked.length > 0 ? shownCountText(picked.length) : ''}
        </p>
        {body}
      </div>
    </>
  );
}
