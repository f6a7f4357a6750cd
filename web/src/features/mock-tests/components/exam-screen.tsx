import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ExamPalette } from '@/components/exam-palette/exam-palette';
import { countStates } from '@/components/exam-palette/palette-state';
import { useFullScreenPage, useOpenNotes } from '@/components/site-frame';
import { Button } from '@/components/ui/button';
import { remainingSeconds } from '@/lib/countdown';
import { questionState } from '@/lib/timed-test/attempt';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import {
  firstNumberOf,
  hasSectionalTiming,
  overallDeadline,
  previousPosition,
  questionAt,
  sectionDeadline,
  sectionStatus,
  totalQuestions,
  type MockTestAttempt,
  type Position,
} from '@/features/mock-tests/lib/attempt';
import { ExamTimers } from './exam-timers';
import { LeaveDialog } from './leave-dialog';
import { QuestionPanel } from './question-panel';
import { SectionTabs } from './section-tabs';
import { SubmitDialog } from './submit-dialog';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import styles from './exam-screen.module.css';

export interface ExamActions {
  select: (optionId: string) => void;
  saveAndNext: () => void;
  markForReviewAndNext: () => void;
  clearResponse: () => void;
  goTo: (position: Position) => void;
  previous: () => void;
  finishSection: () => void;
  submit: () => void;
}

interface ExamScreenProps {
  attempt: MockTestAttempt;
  now: number;
  actions: ExamActions;
}

/**
 * The exam screen students know from TCS iON / NTA: timers, section tabs, one question at a time with Save & Next,
 * Mark for Review & Next and Clear Response, and the question palette of the section on screen.
 *
 * Mounted only while the attempt runs, and for that time it has the whole screen (no site header, footer or
 * floating buttons; the notes open from its own toolbar) and leaving it asks first. Submitting and the clock's end
 * unmount it, so they never ask.
 */
export function ExamScreen({ attempt, now, actions }: ExamScreenProps) {
  const { t, locale } = useI18n();
  const { paper, position } = attempt;
  const sectional = hasSectionalTiming(paper);
  const section = paper.sections[position.section];
  const question = questionAt(paper, position);
  const [confirming, setConfirming] = useState<'test' | 'section' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFullScreenPage();
  const openNotes = useOpenNotes();
  const leaving = useLeaveGuard(true);

  // A new question (Start, a button, the palette, a section that opened): its heading takes focus, so keyboard and
  // screen-reader users continue from the question, and it scrolls into view under the sticky bar.
  const questionKey = `${position.section}:${question?._id ?? ''}`;
  const shown = useRef(false);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    // The first question (after Start or a reload) shows the screen from its top, section tabs included.
    if (shown.current) headingRef.current?.scrollIntoView?.({ block: 'nearest' });
    else window.scrollTo(0, 0);
    shown.current = true;
  }, [questionKey]);

  // Announced once when a timed section locks and the next opens.
  const [announcedSection, setAnnouncedSection] = useState(attempt.openSection);
  const [sectionNews, setSectionNews] = useState('');
  if (announcedSection !== attempt.openSection) {
    setAnnouncedSection(attempt.openSection);
    const locked = paper.sections[attempt.openSection - 1]?.section_name;
    const opened = t('mock-tests.exam.opened', { section: paper.sections[attempt.openSection]?.section_name ?? '' });
    setSectionNews(locked ? `${t('mock-tests.exam.locked', { section: locked })} ${opened}` : opened);
    setConfirming(null);
  }

  // Kept between the clock's ticks (the attempt is the same object until the student or a deadline changes it), so
  // a tick re-renders the timers, not the question, the tabs and the palette; a move re-renders what it changed.
  const { goTo } = actions;
  const firstNumber = firstNumberOf(paper, position.section);
  const items = useMemo(
    () =>
      (section?.questions ?? []).map((item, index) => ({
        id: item._id,
        number: firstNumber + index,
        state: questionState(attempt, item._id),
      })),
    [attempt, section, firstNumber],
  );
  const openInSection = useCallback(
    (id: string) => goTo({ section: position.section, question: section?.questions.findIndex((item) => item._id === id) ?? 0 }),
    [goTo, position.section, section],
  );
  const openSection = useCallback((index: number) => goTo({ section: index, question: 0 }), [goTo]);
  const tabs = useMemo(
    () =>
      paper.sections.map((item, index) => ({
        name: item.section_name,
        status: sectionStatus(attempt, index),
        answered: item.questions.filter((entry) => attempt.answers[entry._id] !== undefined).length,
        total: item.questions.length,
      })),
    [attempt, paper],
  );

  if (!section) return null;

  const sectionEnd = sectionDeadline(attempt);
  const overallEnd = overallDeadline(attempt) ?? now;
  const lastSection = position.section === paper.sections.length - 1;
  const finishKind = sectional && !lastSection ? 'section' : 'test';
  const dialogQuestions = finishKind === 'section' ? section.questions : paper.sections.flatMap((item) => item.questions);

  return (
    <div className={styles.exam}>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <h1 className={styles.title} lang={contentLang(paper, locale)}>
            {paper.title}
          </h1>
          <ExamTimers
            overall={remainingSeconds(overallEnd, now)}
            section={sectionEnd === null ? null : remainingSeconds(sectionEnd, now)}
          />
          <div className={styles.tools} role="group" aria-label={t('mock-tests.exam.tools')}>
            {openNotes && (
              <button type="button" className={styles.tool} aria-haspopup="dialog" onClick={openNotes}>
                <NotesIcon />
                {t('notesWidget.button')}
              </button>
            )}
            <Link to="/mock-tests" className={styles.tool}>
              {t('mock-tests.exam.exit')}
            </Link>
          </div>
        </div>
      </div>
      <div className={styles.body}>
        <p className="visually-hidden" aria-live="polite">
          {sectionNews}
        </p>

        {paper.sections.length > 1 && <SectionTabs current={position.section} onOpen={openSection} tabs={tabs} />}

        <div className={styles.layout}>
          <div className={styles.main}>
            {question ? (
              <QuestionPanel
                headingRef={headingRef}
                question={question}
                number={firstNumber + position.question}
                total={totalQuestions(paper)}
                sectionName={section.section_name}
                selection={attempt.selection}
                onSelect={actions.select}
              />
            ) : (
              <section className={`card ${styles.empty}`} aria-labelledby="exam-question-heading">
                <h2 id="exam-question-heading" ref={headingRef} tabIndex={-1}>
                  {t('mock-tests.exam.emptySection', { section: section.section_name })}
                </h2>
                <p>
                  {t('mock-tests.exam.emptyText')} {finishKind === 'section' ? t('mock-tests.exam.emptyFinish') : ''}
                </p>
              </section>
            )}
            {question && (
              <div className={styles.actions} role="group" aria-label={t('mock-tests.exam.actions')}>
                <Button className={styles.save} onClick={actions.saveAndNext}>
                  {t('mock-tests.exam.saveNext')}
                </Button>
                <button type="button" className={`btn ${styles.review}`} onClick={actions.markForReviewAndNext}>
                  {t('mock-tests.exam.reviewNext')}
                </button>
                <Button variant="secondary" onClick={actions.previous} disabled={!previousPosition(attempt)}>
                  {t('mock-tests.exam.previous')}
                </Button>
                <Button variant="secondary" onClick={actions.clearResponse}>
                  {t('mock-tests.exam.clear')}
                </Button>
              </div>
            )}
          </div>

          <aside className={`card ${styles.side}`} aria-label={t('mock-tests.exam.side')}>
            <ExamPalette
              heading={paper.sections.length > 1 ? t('mock-tests.exam.paletteOf', { section: section.section_name }) : t('palette.heading')}
              items={items}
              currentId={question?._id ?? null}
              onSelect={openInSection}
            />
            <Button variant="accent" className={styles.submit} onClick={() => setConfirming(finishKind)}>
              {finishKind === 'section' ? t('mock-tests.exam.finishSection') : t('mock-tests.exam.submitTest')}
            </Button>
          </aside>
        </div>

        {confirming && (
          <SubmitDialog
            kind={confirming}
            sectionName={section.section_name}
            counts={countStates(dialogQuestions.map((item) => questionState(attempt, item._id)))}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              setConfirming(null);
              if (confirming === 'section') actions.finishSection();
              else actions.submit();
            }}
          />
        )}
        {leaving.blocked && <LeaveDialog onStay={leaving.stay} onLeave={leaving.leave} />}
      </div>
    </div>
  );
}

function NotesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M5 3h10l4 4v5.2l-2 2V8h-3V5H5v14h6.2l-.7 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm2 6h7v2H7V9Zm0 4h5v2H7v-2Zm13.7-.3 1.6 1.6a1 1 0 0 1 0 1.4L16 22h-3v-3l6.3-6.3a1 1 0 0 1 1.4 0Z"
      />
    </svg>
  );
}
