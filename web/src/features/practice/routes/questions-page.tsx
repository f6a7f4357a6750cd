import { questionPagePath } from '@exam-prep/contract/question-path';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { QuestionRecord } from '@/api/questions';
import { useSubtopicsByTopic } from '@/api/subtopics';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { QuestionPages } from '@/components/question/question-pages';
import { AiExplanationButton } from '@/components/question/ai-explanation-button';
import { ExplanationButton } from '@/components/question/explanation-button';
import { NoScriptAnswer } from '@/components/question/no-script-answer';
import { QuestionCard } from '@/components/question/question-card';
import { NoIndex, Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { shownName } from '@/i18n/content-lang';
import { useI18n, withParts } from '@/i18n/i18n';
import { QUESTIONS_PER_PAGE, clampPage, pageBounds, pageFromQuery } from '@/lib/paging';
import { useSavedQuestionIds } from '@/lib/use-saved-question-ids';
import { usePracticeQuestions } from '@/features/practice/api/get-practice-questions';
import { SaveToggle } from '@/features/practice/components/save-toggle';
import { createAnswerStore, useChosenOption, type AnswerStore } from '@/features/practice/lib/answer-store';
import { subtopicPath } from '@/features/practice/lib/subtopic-search';
import styles from '@/components/question/question-list.module.css';
import { Button } from '@/components/ui/button';
import { LazyDownloadButton } from '@/features/offline/components/lazy-download-button';
import { subtopicItemId } from '@/features/offline/lib/item-ids';
import { ReportLink } from '@/features/question-reports/components/report-link';

/** /practice/{topic}/{subtopic} and /practice/{topic}/{subtopic}/{exam}. A new subtopic or exam starts afresh at page 1. */
export default function QuestionsPage() {
  const { topicName = '', subtopicName = '', examName } = useParams();
  return (
    <PracticeQuestions key={`${subtopicName}/${examName ?? ''}`} topicName={topicName} subtopicName={subtopicName} examName={examName} />
  );
}

interface PracticeQuestionsProps {
  topicName: string;
  subtopicName: string;
  examName: string | undefined;
}

function PracticeQuestions({ topicName, subtopicName, examName }: PracticeQuestionsProps) {
  // The page lives in the address (?page=3), so a page can be shared, reloaded, gone back to, and opened by the
  // preview of Strapi's panel; a question's own anchor (#question-{id}) scrolls to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const { hash } = useLocation();
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      }, options),
    [setSearchParams],
  );
  const { data, error, isValidating, mutate } = usePracticeQuestions(subtopicName, examName, page);
  const [answers] = useState(createAnswerStore);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saved = useSavedQuestionIds();

  // The server sends one page of 10; the total (X-Total-Count) numbers the questions and sizes the pager.
  const shown = (data?.items ?? []).filter((record) => record?.question && Array.isArray(record.options));
  const total = data?.total ?? 0;
  const current = clampPage(page, total);
  const bounds = pageBounds(current, total);
  // A page past the end (questions were removed since the pager was drawn, or an old address) shows the last
  // one, and the address follows without a new history entry.
  useEffect(() => {
    if (data && page !== current) setPage(current, { replace: true });
  }, [data, page, current, setPage]);
  useEffect(() => {
    if (data && hash.startsWith('#question-')) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [data, hash]);
  const { t, locale } = useI18n();
  // The names in the page's language come with the topic's subtopics (the address has only the slugs); an English
  // page shows the slugs title-cased and does not ask.
  const { data: named } = useSubtopicsByTopic(locale === 'en' ? undefined : topicName);
  const here = named?.find((candidate) => candidate.subtopic_name === subtopicName);
  const topic = shownName(here?.topic_id ?? {}, topicName);
  const subtopic = shownName(here ?? {}, subtopicName);

  // A new page starts at the top; focus moves to the heading so keyboard and screen-reader users start there too.
  const changePage = (next: number) => {
    setPage(clampPage(next, total));
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  };

  let body;
  if (data) {
    body =
      total === 0 ? (
        <EmptyState
          title={t('practice.questions.emptyTitle')}
          message={examName ? t('practice.questions.emptyForExam') : t('practice.questions.emptyForSubtopic')}
        >
          <NoIndex />
          {examName ? (
            <Button to={subtopicPath(topicName, subtopicName)}>{t('practice.questions.showAll', { subtopic })}</Button>
          ) : (
            <Button to={`/practice/${encodeURIComponent(topicName)}`}>{t('practice.questions.backTo', { topic })}</Button>
          )}
        </EmptyState>
      ) : (
        <>
          <p className={styles.summary}>{t('practice.questions.showing', { first: bounds.first, last: bounds.last, total })}</p>
          <ol className={styles.list}>
            {shown.map((record, index) => {
              const id = record.question._id;
              return (
                <li key={id} id={`question-${id}`}>
                  <PracticeQuestion
                    record={record}
                    number={(current - 1) * QUESTIONS_PER_PAGE + index + 1}
                    answers={answers}
                    saved={saved.isSaved(id)}
                    onToggleSave={saved.toggle}
                  />
                </li>
              );
            })}
          </ol>
          <QuestionPages page={current} total={total} onChange={changePage} alwaysShow label={t('practice.questions.pages')} />
        </>
      );
  } else if (error && !isValidating) {
    body = (
      <ErrorState
        title={t('practice.questions.failedTitle')}
        message={t('practice.questions.failedMessage')}
        onAction={() => void mutate()}
      />
    );
  } else {
    body = <LoadingState label={t('practice.questions.loading')} />;
  }

  return (
    <div className="container page">
      <Seo
        text={(builders) => builders.questionsPageMeta({ topicName, subtopicName, examName, questionCount: total })}
        canonicalPath={subtopicPath(topicName, subtopicName, examName)}
      />
      <Breadcrumbs
        items={[
          { label: t('nav.practice'), to: '/practice' },
          { label: topic, to: `/practice/${encodeURIComponent(topicName)}` },
          { label: subtopic },
        ]}
      />
      <h1 ref={headingRef} tabIndex={-1} className={`page-title ${styles.heading}`}>
        {t('practice.questions.heading', { subtopic })}
      </h1>
      {examName ? (
        <p className="page-lead">
          {withParts((params) => t('practice.questions.onlyExam', params), { exam: <strong>{examName}</strong> })}{' '}
          <Link to={subtopicPath(topicName, subtopicName)}>{t('practice.questions.showAll', { subtopic })}</Link>
        </p>
      ) : (
        <p className="page-lead">{t('practice.questions.lead')}</p>
      )}
      {data && total > 0 && (
        <LazyDownloadButton
          itemId={subtopicItemId(locale, topicName, subtopicName, examName)}
          title={examName ? `${subtopic} · ${examName}` : subtopic}
          path={subtopicPath(topicName, subtopicName, examName)}
          kind="subtopic"
          collectUrls={() =>
            import('@/features/offline/lib/subtopic-download').then(({ practiceListUrls }) =>
              practiceListUrls({
                locale,
                topicName,
                subtopicName,
                examName,
                appPath: subtopicPath(topicName, subtopicName, examName),
                shownPage: current,
                shownItems: data.items,
                total,
              }),
            )
          }
        />
      )}
      <div className={styles.column}>{body}</div>
    </div>
  );
}

interface PracticeQuestionProps {
  record: QuestionRecord;
  number: number;
  /** The list's answers: the card reads and sets its own question's, so answering re-renders this card alone. */
  answers: AnswerStore;
  saved: boolean;
  onToggleSave: (questionId: string) => void;
}

/**
 * One card with its Save, Explanation and Owl AI buttons. Memoised with stable callbacks: answering one question,
 * saving it, or SWR settling its request state re-renders only the card that changed, not all ten (on a cheap
 * phone each full pass is a long task that delays the first paint of the questions). Its buttons are kept across
 * an answer (memoised), so a tap re-renders the options and the feedback, not the row of buttons.
 */
const PracticeQuestion = memo(function PracticeQuestion({ record, number, answers, saved, onToggleSave }: PracticeQuestionProps) {
  const { t } = useI18n();
  const id = record.question._id;
  const selectedOptionId = useChosenOption(answers, id);
  const select = useCallback((optionId: string) => answers.choose(id, optionId), [id, answers]);
  const toggleSave = useCallback(() => onToggleSave(id), [id, onToggleSave]);
  const actions = useMemo(
    () => (
      <>
        <SaveToggle saved={saved} onToggle={toggleSave} />
        <ExplanationButton record={record} number={number} />
        <AiExplanationButton questionId={id} />
        {/* The question's own page (its permanent address, to share or come back to). */}
        <Button to={questionPagePath(id, record.question.question)} variant="secondary">
          {t('practice.questions.openPage')}
          <span className="visually-hidden">{t('practice.questions.openPageOf', { number })}</span>
        </Button>
        <NoScriptAnswer record={record} />
        <ReportLink questionId={id} />
      </>
    ),
    [id, number, record, saved, t, toggleSave],
  );
  return <QuestionCard record={record} number={number} selectedOptionId={selectedOptionId} onSelect={select} actions={actions} />;
});
