import { useId, useState, type FormEvent } from 'react';
import {
  REASON_LABELS,
  REPORT_MESSAGES,
  REPORT_NOTE_MAX_CHARS,
  REPORT_REASONS,
  type ReportReason,
} from '@exam-prep/contract/report-reasons';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { useI18n, type Translator } from '@/i18n/i18n';
import { ApiError } from '@/lib/api';
import { postReport } from '@/features/question-reports/api/post-report';
import type { ReportedQuestion } from '@/features/question-reports/lib/reported-record';
import { recordReport } from '@/features/question-reports/lib/reported-store';
import styles from './report-dialog.module.css';

interface ReportDialogProps {
  /** The question's real `_id` (on a full paper's result, not the attempt's own id). */
  questionId: string;
  /** The reasons this browser already reported this question for: shown, but not chosen again. */
  reportedReasons: readonly ReportReason[];
  /** A report went out (or the server already had it), and is in this browser's record: the link reads "Reported". */
  onReported: (entry: ReportedQuestion) => void;
  onClose: () => void;
}

type Stage = { name: 'editing' } | { name: 'sending' } | { name: 'failed'; message: string } | { name: 'sent' };

/** What a failed send tells the student; the form stays as it was, note included, to try again. */
function failureText(error: unknown, t: Translator['t']): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('question-reports.dialog.errors.network');
  switch (error.status) {
    case 409:
      return t('question-reports.dialog.errors.already');
    case 429:
      return error.message === REPORT_MESSAGES.tooMany
        ? t('question-reports.dialog.errors.tooMany')
        : t('question-reports.dialog.errors.flood');
    case 404:
      return t('question-reports.dialog.errors.notFound');
    case 400:
    case 413:
      return error.message
        ? t('question-reports.dialog.errors.invalid', { message: error.message })
        : t('question-reports.dialog.errors.failed');
    default:
      return t('question-reports.dialog.errors.failed');
  }
}

/** "Report a mistake": what is wrong (a reason), an optional plain-text note, Send; then a thank-you. */
export default function ReportDialog({ questionId, reportedReasons, onReported, onClose }: ReportDialogProps) {
  const { t, locale } = useI18n();
  const formId = useId();
  const noteId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [stage, setStage] = useState<Stage>({ name: 'editing' });
  // Reasons reported before the dialog opened, and any the server said it already had (a 409).
  const [taken, setTaken] = useState<ReadonlySet<ReportReason>>(() => new Set(reportedReasons));
  const [reasonMissing, setReasonMissing] = useState(false);

  const labels = REASON_LABELS[locale];
  const everyReasonTaken = REPORT_REASONS.every((candidate) => taken.has(candidate));
  const sending = stage.name === 'sending';

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    setStage({ name: 'sending' });
    try {
      // The note goes as typed (it is stored as given); a blank one is no note.
      await postReport(questionId, note.trim() ? { reason, note } : { reason });
      onReported(recordReport(questionId, reason));
      setStage({ name: 'sent' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The server has this one already (from this browser or the account): the link says so too.
        onReported(recordReport(questionId, reason));
        setTaken((previous) => new Set([...previous, reason]));
        setReason('');
      }
      setStage({ name: 'failed', message: failureText(error, t) });
    }
  }

  if (stage.name === 'sent') {
    return (
      <Dialog
        title={t('question-reports.dialog.sentTitle')}
        onClose={onClose}
        dismiss={{ label: t('question-reports.dialog.close'), primary: true }}
      >
        <p className={styles.thanks} role="status">
          {t('question-reports.dialog.sent')}
        </p>
      </Dialog>
    );
  }

  if (everyReasonTaken) {
    return (
      <Dialog
        title={t('question-reports.dialog.title')}
        onClose={onClose}
        dismiss={{ label: t('question-reports.dialog.close'), primary: true }}
      >
        {stage.name === 'failed' && (
          <p className={styles.error} role="alert">
            {stage.message}
          </p>
        )}
        <p className={styles.thanks}>{t('question-reports.dialog.allReported')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('question-reports.dialog.title')}
      onClose={onClose}
      dismiss={{ label: t('question-reports.dialog.cancel') }}
      footer={
        <Button type="submit" form={formId} disabled={sending} aria-disabled={sending}>
          {sending ? t('question-reports.dialog.sending') : t('question-reports.dialog.send')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void send(event)} noValidate aria-busy={sending}>
        <fieldset className={styles.reasons} aria-describedby={reasonMissing ? `${formId}-missing` : undefined}>
          <legend className={styles.legend}>{t('question-reports.dialog.reasons')}</legend>
          {REPORT_REASONS.map((candidate) => {
            const already = taken.has(candidate);
            return (
              <label key={candidate} className={`${styles.reason} ${already ? styles.taken : ''}`}>
                <input
                  type="radio"
                  name="reason"
                  value={candidate}
                  checked={reason === candidate}
                  disabled={already || sending}
                  onChange={() => {
                    setReason(candidate);
                    setReasonMissing(false);
                  }}
                />
                <span>
                  {labels[candidate]}
                  {already && <span className={styles.already}> {t('question-reports.dialog.alreadyReported')}</span>}
                </span>
              </label>
            );
          })}
          {reasonMissing && (
            <p id={`${formId}-missing`} className={styles.error} role="alert">
              {t('question-reports.dialog.chooseReason')}
            </p>
          )}
        </fieldset>

        <div className={styles.note}>
          <label className="field-label" htmlFor={noteId}>
            {t('question-reports.dialog.note')}
          </label>
          <textarea
            id={noteId}
            className={`input ${styles.textarea}`}
            value={note}
            maxLength={REPORT_NOTE_MAX_CHARS}
            rows={4}
            readOnly={sending}
            aria-describedby={`${noteId}-hint ${noteId}-count`}
            onChange={(event) => setNote(event.target.value.slice(0, REPORT_NOTE_MAX_CHARS))}
          />
          <div className={styles.noteFoot}>
            <p id={`${noteId}-hint`} className={styles.hint}>
              {t('question-reports.dialog.noteHint')}
            </p>
            <p id={`${noteId}-count`} className={styles.count} data-testid="note-count">
              {t('question-reports.dialog.count', { count: note.length, max: REPORT_NOTE_MAX_CHARS })}
            </p>
          </div>
        </div>

        {stage.name === 'failed' && (
          <p className={styles.error} role="alert">
            {stage.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
