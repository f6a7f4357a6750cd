import type { MockTestPaper } from '@exam-prep/contract/public/mock-tests';
import { Link } from 'react-router-dom';
import { PaletteLegend } from '../../../components/exam-palette/exam-palette';
import { SafeHtml } from '../../../components/safe-html';
import { hasSectionalTiming, totalQuestions } from '../lib/attempt';
import { markingText } from '../lib/result-view';
import styles from './paper-instructions.module.css';

/** Before Start: the paper's instructions, marking scheme and sections, how the exam screen works, then Start. */
export function PaperInstructions({ paper, onStart }: { paper: MockTestPaper; onStart: () => void }) {
  const sectional = hasSectionalTiming(paper);
  return (
    <article className={styles.instructions} aria-labelledby="paper-title">
      <Link to="/mock-tests" className={styles.back}>
        ← All mock tests
      </Link>
      <h1 id="paper-title" className="page-title">
        {paper.title}
      </h1>
      <ul className={styles.facts} aria-label="About this paper">
        <li>{paper.kind === 'previous_year' ? 'Previous year paper' : 'Practice paper'}</li>
        <li>{totalQuestions(paper)} questions</li>
        <li>{paper.duration} minutes</li>
        {paper.negative_marking && <li className={styles.negative}>Negative marking</li>}
      </ul>

      <section className={`card ${styles.block}`} aria-labelledby="marking-heading">
        <h2 id="marking-heading">Marking scheme</h2>
        <p>{markingText(paper.marking_scheme)}.</p>
      </section>

      <section className={`card ${styles.block}`} aria-labelledby="sections-heading">
        <h2 id="sections-heading">Sections</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Questions</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {paper.sections.map((section, index) => (
                <tr key={`${section.section_name}-${index}`}>
                  <th scope="row">{section.section_name}</th>
                  <td>{section.questions.length}</td>
                  <td>{section.duration !== null ? `${section.duration} min` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.note}>
          {sectional
            ? 'Each section has its own time and the sections come in this order. When a section’s time ends it locks (your answers in it are kept) and the next one opens. You cannot go back to a locked section.'
            : `You have ${paper.duration} minutes for the whole paper and may move between sections freely.`}
        </p>
      </section>

      {paper.instructions.trim() !== '' && (
        <section className={`card ${styles.block}`} aria-labelledby="paper-instructions-heading">
          <h2 id="paper-instructions-heading">Instructions</h2>
          <SafeHtml className="rich-text" html={paper.instructions} />
        </section>
      )}

      <section className={`card ${styles.block}`} aria-labelledby="screen-heading">
        <h2 id="screen-heading">How the exam screen works</h2>
        <ul className={styles.rules}>
          <li>
            Choosing an option only selects it. <strong>Save &amp; Next</strong> saves it as your answer;{' '}
            <strong>Mark for Review &amp; Next</strong> saves it and marks the question to look at again. Leaving a question any other way
            drops an unsaved choice.
          </li>
          <li>
            <strong>Clear Response</strong> removes the answer of the question on screen.
          </li>
          <li>Answered questions marked for review are scored like any other answer.</li>
          <li>The clock keeps running if you leave or reload the page; at zero your saved answers are submitted by themselves.</li>
        </ul>
        <h3 className={styles.legendHeading}>The question palette</h3>
        <PaletteLegend />
      </section>

      <div className={styles.start}>
        <button type="button" className="btn btn-gold" onClick={onStart}>
          Start
        </button>
        <p className={styles.note}>The clock starts when you press Start.</p>
      </div>
    </article>
  );
}
