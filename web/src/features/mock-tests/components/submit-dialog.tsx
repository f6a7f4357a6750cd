import { useId, useRef } from 'react';
import type { PaletteCounts } from '../../../components/exam-palette/palette-state';
import { submitSummary } from '../../../components/exam-palette/palette-state';
import { useModalDialog } from '../../../components/use-modal-dialog';
import styles from './submit-dialog.module.css';

interface SubmitDialogProps {
  /** 'test': submit the whole attempt; 'section': lock the open section and go on to the next. */
  kind: 'test' | 'section';
  /** The section being finished (kind 'section'). */
  sectionName?: string;
  counts: PaletteCounts;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before submitting (or finishing a timed section): what is answered, unanswered, marked. */
export function SubmitDialog({ kind, sectionName, counts, onConfirm, onCancel }: SubmitDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, onCancel);
  const summary = submitSummary(counts);
  const title = kind === 'test' ? 'Submit the test?' : `Finish ${sectionName ?? 'this section'}?`;

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.counts}>
        <div className={styles.answered}>
          <dt>Answered</dt>
          <dd data-testid="confirm-answered">{summary.answered}</dd>
        </div>
        <div className={styles.unanswered}>
          <dt>Not answered</dt>
          <dd data-testid="confirm-unanswered">{summary.unanswered}</dd>
        </div>
        <div className={styles.marked}>
          <dt>Marked for review</dt>
          <dd data-testid="confirm-marked">{summary.marked}</dd>
        </div>
        <div>
          <dt>Not visited</dt>
          <dd>{summary.notVisited}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {kind === 'test'
          ? 'Only saved answers are scored, including answers marked for review. You cannot change anything after submitting.'
          : 'The section locks: its saved answers are kept, but you cannot come back to it. The next section starts now with its full time.'}
      </p>
      <div className={styles.buttons}>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Back to the test
        </button>
        <button type="button" className="btn btn-gold" onClick={onConfirm}>
          {kind === 'test' ? 'Submit Test' : 'Finish Section'}
        </button>
      </div>
    </dialog>
  );
}
