import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuestionById, type QuestionRecord } from '@/api/questions';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { pageSlice } from '@/components/ui/pager';
import { QuestionPages } from '@/components/question/question-pages';
import { AiExplanationButton } from '@/components/question/ai-explanation-button';
import { ExplanationButton } from '@/components/question/explanation-button';
import { QuestionCard } from '@/components/question/question-card';
import { ReportLink } from '@/features/question-reports/components/report-link';
import { Seo } from '@/components/seo';
import { useI18n } from '@/i18n/i18n';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { QUESTIONS_PER_PAGE, clampPage } from '@/lib/paging';
import { readSavedIds, removeSavedQuestion } from '@/lib/saved-questions';
import { loadSavedQuestions } from '@/features/saved/lib/collect-saved';
import listStyles from '@/components/question/question-list.module.css';
import styles from './saved-page.module.css';
import { Button } from '@/components/ui/button';

type Status = 'loading' | 'error' | 'ready';

/** /saved — the questions saved on this device, newest first, fetched one call per id in parallel. */
export default function SavedPage() {
  const { t } = useI18n();
  const [status, setStatus] = useState<Status>('loading');
  const [records, setRecords] = useState<QuestionRecord[]>([]);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loadCount = useRef(0);

  // The state is set in the promise's callbacks, and only by the latest load (a retry, strict mode's rerun).
  const load = useCallback(() => {
    const attempt = ++loadCount.current;
    loadSavedQuestions(readSavedIds(), fetchQuestionById).then(
      (result) => {
        if (attempt !== loadCount.current) return;
        setRecords(result.records);
        setStatus(result.failed ? 'error' : 'ready');
      },
      (error: unknown) => {
        console.error('Could not load saved questions', error);
        if (attempt === loadCount.current) setStatus('error');
      },
    );
  }, []);

  // The first load starts out 'loading'; a reload shows it again.
  const reload = () => {
    setStatus('loading');
    load();
  };
  useEffect(() => {
    load();
  }, [load]);

  const total = records.length;
  const current = clampPage(page, total);
  const shown = pageSlice(records, current, QUESTIONS_PER_PAGE);

  const changePage = (next: number) => {
    setPage(clampPage(next, total));
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  };

  /** Removing takes the question out of storage, out of the list and forgets its selected answer. */
  const remove = (id: string, number: number) => {
    removeSavedQuestion(id);
    const remaining = records.filter((record) => record.question._id !== id);
    setRecords(remaining);
    setAnswers(({ [id]: _removed, ...rest }) => rest);
    setPage((previous) => clampPage(previous, remaining.length));
    setAnnouncement(t('saved.removed', { number }));
    headingRef.current?.focus({ preventScroll: true });
  };

  let body;
  if (status === 'loading') {
    body = <LoadingState label={t('saved.loading')} />;
  } else if (status === 'error') {
    body = <ErrorState message={t('saved.failed')} onAction={reload} />;
  } else if (total === 0) {
    body = (
      <EmptyState title={t('saved.emptyTitle')} message={t('saved.emptyMessage')}>
        <Button to="/practice">{t('saved.start')}</Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <p className={listStyles.summary}>{t('saved.count', { total })}</p>
        <ol className={listStyles.list}>
          {shown.map((record, index) => {
            const id = record.question._id;
            const number = (current - 1) * QUESTIONS_PER_PAGE + index + 1;
            return (
              <li key={id}>
                <QuestionCard
                  record={record}
                  number={number}
                  selectedOptionId={answers[id]}
                  onSelect={(optionId) => setAnswers((previous) => ({ ...previous, [id]: optionId }))}
                  actions={
                    <>
                      <Button variant="secondary" className={styles.remove} onClick={() => remove(id, number)}>
                        {t('saved.remove')}
                      </Button>
                      <ExplanationButton record={record} number={number} showAnswer />
                      <AiExplanationButton questionId={id} />
                      <ReportLink questionId={id} />
                    </>
                  }
                />
              </li>
            );
          })}
        </ol>
        <QuestionPages page={current} total={total} onChange={changePage} label={t('saved.pages')} />
      </>
    );
  }

  return (
    <div className="container page">
      <Seo text={(meta) => meta.savedPageMeta()} canonicalPath="/saved" />
      <Breadcrumbs items={[{ label: t('nav.practice'), to: '/practice' }, { label: t('saved.title') }]} />
      <h1 ref={headingRef} tabIndex={-1} className={`page-title ${listStyles.heading}`}>
        {t('saved.title')}
      </h1>
      <p className="page-lead">{t('saved.lead')}</p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className={listStyles.column}>{body}</div>
    </div>
  );
}
