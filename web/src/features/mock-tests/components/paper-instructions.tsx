import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PaletteLegend } from '@/components/exam-palette/exam-palette';
import { SafeHtml } from '@/components/safe-html';
import { Button } from '@/components/ui/button';
import { contentLang } from '@/i18n/content-lang';
import { useI18n, withParts } from '@/i18n/i18n';
import { instructionsQuestionCount, instructionsTimed, type PaperInstructionsView } from '@/features/mock-tests/lib/instructions';
import { leaderboardPath } from '@/features/mock-tests/lib/leaderboard';
import { markingText } from '@/features/mock-tests/lib/result-view';
import table from '@/components/exam/paper-table.module.css';
import styles from './paper-instructions.module.css';

interface PaperInstructionsProps {
  /** The instructions read (what the server renders), or a kept draw's paper as instructions. */
  paper: PaperInstructionsView;
  onStart: () => void;
  /** The paper is being drawn after Start: Start waits. */
  starting?: boolean;
  /** Why the last draw failed, in the page's words: shown beside Start, which tries again. */
  startError?: string | null;
  /** Downloading the paper for offline use, above Start. */
  offline?: ReactNode;
}

/** Before Start: the paper's instructions, marking scheme and sections, how the exam screen works, then Start. */
export function PaperInstructions({ paper, onStart, starting = false, startError = null, offline }: PaperInstructionsProps) {
  const { t, locale } = useI18n();
  const sectional = instructionsTimed(paper);
  // A paper not yet translated shows its own texts in English on a Hindi page.
  const lang = contentLang(paper, locale);
  const bold = (key: string) => <strong>{t(key)}</strong>;
  return (
    <article className={styles.instructions} aria-labelledby="paper-title">
      <Link to="/mock-tests" className={styles.back}>
        {t('mock-tests.instructions.back')}
      </Link>
      <h1 id="paper-title" className="page-title" lang={lang}>
        {paper.title}
      </h1>
      <ul className={styles.facts} aria-label={t('mock-tests.instructions.about')}>
        <li>{paper.kind === 'previous_year' ? t('mock-tests.paper.previousYear') : t('mock-tests.paper.practice')}</li>
        <li>{t('mock-tests.paper.questions', { count: instructionsQuestionCount(paper) })}</li>
        <li>{t('mock-tests.paper.minutes', { count: paper.duration })}</li>
        {paper.negative_marking && <li className={styles.negative}>{t('mock-tests.paper.negative')}</li>}
      </ul>

      <section className={`card ${styles.block}`} aria-labelledby="marking-heading">
        <h2 id="marking-heading">{t('mock-tests.instructions.marking')}</h2>
        <p>{markingText(paper.marking_scheme, t)}</p>
      </section>

      <section className={`card ${styles.block}`} aria-labelledby="sections-heading">
        <h2 id="sections-heading">{t('mock-tests.instructions.sections')}</h2>
        <div className={table.wrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('mock-tests.instructions.section')}</th>
                <th scope="col">{t('mock-tests.instructions.questions')}</th>
                <th scope="col">{t('mock-tests.instructions.time')}</th>
              </tr>
            </thead>
            <tbody>
              {paper.sections.map((section, index) => (
                <tr key={`${section.section_name}-${index}`}>
                  <th scope="row" lang={lang}>
                    {section.section_name}
                  </th>
                  <td>{section.question_count}</td>
                  <td>{section.duration !== null ? t('mock-tests.instructions.sectionMinutes', { count: section.duration }) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.note}>
          {sectional ? t('mock-tests.instructions.sectional') : t('mock-tests.instructions.free', { duration: paper.duration })}
        </p>
      </section>

      {paper.instructions.trim() !== '' && (
        <section className={`card ${styles.block}`} aria-labelledby="paper-instructions-heading">
          <h2 id="paper-instructions-heading">{t('mock-tests.instructions.instructions')}</h2>
          <SafeHtml className="rich-text" html={paper.instructions} lang={lang} />
        </section>
      )}

      <section className={`card ${styles.block}`} aria-labelledby="screen-heading">
        <h2 id="screen-heading">{t('mock-tests.instructions.screen')}</h2>
        <ul className={styles.rules}>
          <li>
            {withParts((params) => t('mock-tests.instructions.ruleSave', params), {
              save: bold('mock-tests.exam.saveNext'),
              review: bold('mock-tests.exam.reviewNext'),
            })}
          </li>
          <li>{withParts((params) => t('mock-tests.instructions.ruleClear', params), { clear: bold('mock-tests.exam.clear') })}</li>
          <li>{t('mock-tests.instructions.ruleMarked')}</li>
          <li>{t('mock-tests.instructions.ruleClock')}</li>
        </ul>
        <h3 className={styles.legendHeading}>{t('mock-tests.instructions.palette')}</h3>
        <PaletteLegend />
      </section>

      {offline}

      <div className={styles.start}>
        <Button variant="accent" onClick={onStart} disabled={starting} aria-busy={starting}>
          {t('mock-tests.instructions.start')}
        </Button>
        {starting && (
          <p className={styles.note} role="status">
            {t('mock-tests.instructions.drawing')}
          </p>
        )}
        {startError && !starting && (
          <div className={styles.startError} role="alert">
            <p>{startError}</p>
            <Button variant="secondary" onClick={onStart}>
              {t('mock-tests.instructions.retry')}
            </Button>
          </div>
        )}
        <p className={styles.note}>{t('mock-tests.instructions.startNote')}</p>
        <p className={styles.note}>
          <Link to={leaderboardPath(paper.slug)}>{t('mock-tests.instructions.leaderboard')}</Link>
        </p>
      </div>
    </article>
  );
}
