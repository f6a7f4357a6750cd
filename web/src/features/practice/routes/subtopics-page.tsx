import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useExams } from '@/api/exams';
import { useSubtopicsByTopic } from '@/api/subtopics';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { NoIndex, Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { contentLang, shownName } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { DEFAULT_CATEGORY, filterSubtopics, groupByCategory, subtopicPath } from '@/features/practice/lib/subtopic-search';
import styles from './subtopics-page.module.css';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-grid';

/**
 * /practice/{topicName} — the topic's subtopics grouped by category, a search box and an optional exam choice.
 * The search text and the chosen exam live in the address (?q=, ?exam=) so Back from a question page keeps them.
 */
export default function SubtopicsPage() {
  const { topicName = '' } = useParams();
  // Another topic starts afresh (its own search text).
  return <TopicSubtopics key={topicName} topicName={topicName} />;
}

function TopicSubtopics({ topicName }: { topicName: string }) {
  const [params, setParams] = useSearchParams();
  // The box shows what was typed at once; the address follows. (React Router applies address changes as
  // transitions: a box fed from the address lags, and on a busy phone fast typing lost letters.)
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const requestedExam = params.get('exam') ?? '';
  const searchRef = useRef<HTMLInputElement>(null);
  const examId = useId();
  const searchId = useId();

  const { data: subtopics, error, isValidating, mutate } = useSubtopicsByTopic(topicName);
  const { data: exams, error: examsError } = useExams();

  // The exam list is optional: its failure is only logged and the page carries on without it.
  useEffect(() => {
    if (examsError) console.error('Could not load the exam list', examsError);
  }, [examsError]);

  const examNames = useMemo(() => (Array.isArray(exams) ? exams.map((exam) => exam.exam_name) : []), [exams]);
  const exam = examNames.includes(requestedExam) ? requestedExam : '';
  const filtered = useMemo(() => filterSubtopics(subtopics ?? [], query), [subtopics, query]);
  const groups = useMemo(() => groupByCategory(filtered), [filtered]);
  const { t, locale } = useI18n();
  // The topic's name in this language, as its subtopics carry it (the address has only its slug).
  const topicRecord = subtopics?.find((subtopic) => subtopic.topic_id)?.topic_id;
  const topic = shownName(topicRecord ?? {}, topicName);

  const setParam = (key: 'q' | 'exam', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const changeQuery = (value: string) => {
    setQuery(value);
    setParam('q', value);
  };
  const clearSearch = () => {
    changeQuery('');
    searchRef.current?.focus();
  };

  let body;
  if (subtopics) {
    if (subtopics.length === 0) {
      body = (
        <EmptyState title={t('practice.subtopics.emptyTitle')} message={t('practice.subtopics.emptyMessage', { topic })}>
          <NoIndex />
          <Button to="/practice" variant="secondary">
            {t('practice.subtopics.browseTopics')}
          </Button>
        </EmptyState>
      );
    } else if (filtered.length === 0) {
      body = (
        <EmptyState
          title={t('practice.subtopics.noResultsTitle')}
          message={t('practice.subtopics.noResultsMessage', { query: query.trim() })}
        >
          <Button onClick={clearSearch}>{t('practice.subtopics.clearSearch')}</Button>
        </EmptyState>
      );
    } else {
      body = groups.map((group, index) => (
        <section key={group.category} className={styles.group} aria-labelledby={`${searchId}-group-${index}`}>
          <h2 id={`${searchId}-group-${index}`} className={styles.groupTitle}>
            {group.category === DEFAULT_CATEGORY ? t('practice.subtopics.general') : group.category}
          </h2>
          <CardGrid min="15rem" gap="sm">
            {group.subtopics.map((subtopic) => (
              <li key={subtopic._id}>
                <Link to={subtopicPath(topicName, subtopic.subtopic_name, exam)} className={cardClass(styles.subtopic)}>
                  <span className={styles.name} lang={contentLang(subtopic, locale)}>
                    {shownName(subtopic, subtopic.subtopic_name)}
                  </span>
                  <span className={styles.cue}>{exam ? t('practice.subtopics.cueForExam', { exam }) : t('practice.subtopics.cue')}</span>
                </Link>
              </li>
            ))}
          </CardGrid>
        </section>
      ));
    }
  } else if (error && !isValidating) {
    body = <ErrorState message={t('practice.subtopics.failed')} onAction={() => void mutate()} />;
  } else {
    body = <LoadingState label={t('practice.subtopics.loading')} />;
  }

  return (
    <div className="container page">
      <Seo
        text={(builders) => builders.subtopicsPageMeta(topicName, subtopics ?? [])}
        canonicalPath={`/practice/${encodeURIComponent(topicName)}`}
      />
      <Breadcrumbs items={[{ label: t('nav.practice'), to: '/practice' }, { label: topic }]} />
      <h1 className="page-title" lang={contentLang(topicRecord, locale)}>
        {topic}
      </h1>
      <p className="page-lead">{t('practice.subtopics.lead')}</p>

      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={examId} className="field-label">
            {t('practice.subtopics.chooseExam')}
          </label>
          <select id={examId} className="select" value={exam} onChange={(event) => setParam('exam', event.target.value)}>
            <option value="">{t('practice.subtopics.allExams')}</option>
            {examNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field} role="search">
          <label htmlFor={searchId} className="field-label">
            {t('practice.subtopics.search')}
          </label>
          <div className={styles.searchBox}>
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              className={`input ${styles.searchInput}`}
              placeholder={t('practice.subtopics.searchPlaceholder')}
              value={query}
              onChange={(event) => changeQuery(event.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
            {query && (
              <button type="button" className={styles.clear} onClick={clearSearch} aria-label={t('practice.subtopics.clearSearchLabel')}>
                ×
              </button>
            )}
          </div>
        </div>
      </div>
      <p className={styles.count} aria-live="polite">
        {subtopics && subtopics.length > 0 ? t('practice.subtopics.count', { count: filtered.length }) : ''}
      </p>

      {body}
    </div>
  );
}
