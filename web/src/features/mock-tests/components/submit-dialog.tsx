import { useId, useRef } from 'react';
import type { PaletteCounts } from '@/components/exam-palette/palette-state';
import { submitSummary } from '@/components/exam-palette/palette-state';
import { useModalDialog } from '@/components/use-modal-dialog';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/i18n';
import figures from '@/components/exam/result-figures.module.css';
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
  const { t } = useI18n();
  const summary = submitSummary(counts);
  const title = kind === 'test' ? t('mock-tests.submit.titleTest') : t('mock-tests.submit.titleSection', { section: sectionName ?? '' });

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <dl className={`${figures.tiles} ${styles.counts}`}>
        <div className={styles.answered}>
          <dt>{t('mock-tests.submit.answered')}</dt>
          <dd data-testid="confirm-answered">{summary.answered}</dd>
        </div>
        <div className={styles.unanswered}>
          <dt>{t('mock-tests.submit.notAnswered')}</dt>
          <dd data-testid="confirm-unanswered">{summary.unanswered}</dd>
        </div>
        <div className={styles.marked}>
          <dt>{t('mock-tests.submit.marked')}</dt>
          <dd data-testid="confirm-marked">{summary.marked}</dd>
        </div>
        <div>
          <dt>{t('mock-tests.submit.notVisited')}</dt>
          <dd>{summary.notVisited}</dd>
        </div>
      </dl>
      <p className={styles.note}>{kind === 'test' ? t('mock-tests.submit.noteTest') : t('mock-tests.submit.noteSection')}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          {t('mock-tests.submit.back')}
        </Button>
        <Button variant="accent" onClick={onConfirm}>
          {kind === 'test' ? t('mock-tests.exam.submitTest') : t('mock-tests.exam.finishSection')}
        </Button>
      </div>
    </dialog>
  );
}
