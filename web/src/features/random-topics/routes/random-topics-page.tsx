import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { allSubtopicsPath, type Subtopic } from '@/api/subtopics';
import { apiFetch } from '@/lib/api';
import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { contentLang, shownName } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { COUNT_CHOICES, DEFAULT_COUNT, pickRandom, toTopicCount, type TopicCount } from '@/features/random-topics/lib/random-pick';
import styles from './random-topics-page.module.css';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';

type Status = 'loading' | 'error' | 'ready';
type PickedSubtopic = Subtopic & { topic_id: NonNullable<Subtopic['topic_id']> };

/**
 * /random-topics — a random handful of subtopics to start from. Every fetch (first load, Refresh, Try Again)
 * shuffles afresh and takes the chosen count; changing the count alone does not refetch.
 */
export default function RandomTopicsPage() {
  const { t, locale } = useI18n();
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
    body = <LoadingState label={t('random-topics.loading')} />;
  } else if (status === 'error') {
    body = <ErrorState message={t('random-topics.failed')} onAction={reload} />;
  } else if (picked.length === 0) {
    body = <EmptyState title={t('random-topics.emptyTitle')} message={t('random-topics.emptyMessage')} />;
  } else {
    body = (
      <ol className={styles.grid}>
        {picked.map((subtopic, index) => (
          <li key={subtopic._id}>
            <Link
              to={`/practice/${encodeURIComponent(subtopic.topic_id.topic_name)}/${encodeURIComponent(subtopic.subtopic_name)}`}
              className={cardClass(styles.topic)}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.text}>
                <span className={styles.name} lang={contentLang(subtopic, locale)}>
                  {shownName(subtopic, subtopic.subtopic_name)}
                </span>
                <span className={styles.parent} lang={contentLang(subtopic.topic_id, locale)}>
                  {shownName(subtopic.topic_id, subtopic.topic_id.topic_name)}
                </span>
                <span className={styles.cue}>{t('random-topics.cue')}</span>
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
      <PageHero title={t('random-topics.title')} lead={t('random-topics.lead')}>
        <div className={styles.controls}>
          <div className={styles.field}>
            <label htmlFor={selectId}>{t('random-topics.count')}</label>
            <select id={selectId} className="select" value={count} onChange={(event) => changeCount(event.target.value)}>
              {COUNT_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
          <Button variant="accent" onClick={reload} disabled={status === 'loading'}>
            <span aria-hidden="true">↻</span> {t('random-topics.refresh')}
          </Button>
        </div>
      </PageHero>
      <div className="container page">
        <p className={styles.shown} aria-live="polite">
          {status === 'loading'
            ? t('random-topics.loadingShort')
            : status === 'ready' && picked.length > 0
              ? t('random-topics.shown', { count: picked.length })
              : ''}
        </p>
        {body}
      </div>
    </>
  );
}
