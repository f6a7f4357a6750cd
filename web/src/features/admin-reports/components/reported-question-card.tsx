import { useId, useState } from 'react';
import { REASON_LABELS, REPORT_REASONS, type ResolvedStatus } from '@exam-prep/contract/report-reasons';
import type { ReportedQuestion } from '@exam-prep/contract/reports';
import { Button } from '@/components/ui/button';
import { QuestionPreview } from './question-preview';
import styles from './reported-question.module.css';

const WHEN = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const formatWhen = (iso: string) => WHEN.format(new Date(iso));

interface ReportedQuestionCardProps {
  group: ReportedQuestion;
  /** Offer Mark fixed and Reject (the list of open reports). */
  resolvable: boolean;
  /** A resolve is under way (this card's or another's): every resolve button waits. */
  busy: boolean;
  /** Which of this card's resolves is under way, if any. */
  resolving: ResolvedStatus | null;
  onResolve: (status: ResolvedStatus) => void;
}

/**
 * One reported question: its title and subtopic, how many reports and of which reasons, the newest report's time and
 * the notes (plain text, newest first); the question as students see it on demand, its edit form, and the resolves.
 */
export function ReportedQuestionCard({ group, resolvable, busy, resolving, onResolve }: ReportedQuestionCardProps) {
  const headingId = useId();
  const previewId = useId();
  const [previewing, setPreviewing] = useState(false);
  const reasons = REPORT_REASONS.filter((reason) => group.counts[reason] > 0);
  const notes = [...group.notes].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const title = group.question_title || '(a question without text)';
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="reported-question">
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <span className={styles.total}>
          {group.total} report{group.total === 1 ? '' : 's'}
        </span>
      </header>
      <p className={styles.meta}>
        {group.subtopic_name ?? 'No subtopic'} · latest <time dateTime={group.latest_at}>{formatWhen(group.latest_at)}</time>
      </p>
      <ul className={styles.reasons} aria-label="Reports by reason">
        {reasons.map((reason) => (
          <li key={reason} className={styles.reason}>
            {REASON_LABELS.en[reason]} <strong>{group.counts[reason]}</strong>
          </li>
        ))}
      </ul>
      {notes.length > 0 && (
        <ol className={styles.notes} aria-label="Notes">
          {notes.map((note, index) => (
            <li key={`${note.created_at}-${index}`} className={styles.note}>
              <span className={styles.noteMeta}>
                {REASON_LABELS.en[note.reason]} · <time dateTime={note.created_at}>{formatWhen(note.created_at)}</time>
              </span>
              <p className={styles.noteText}>{note.note}</p>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-describedby={headingId}
          aria-expanded={previewing}
          aria-controls={previewing ? previewId : undefined}
          onClick={() => setPreviewing((open) => !open)}
        >
          {previewing ? 'Hide question' : 'View question'}
        </Button>
        <Button variant="secondary" aria-describedby={headingId} to={`/edit-question/${encodeURIComponent(group.question_id)}`}>
          Edit question
        </Button>
        {resolvable && (
          <>
            <Button disabled={busy} aria-describedby={headingId} onClick={() => onResolve('fixed')}>
              {resolving === 'fixed' ? 'Marking fixed...' : 'Mark fixed'}
            </Button>
            <Button variant="danger" disabled={busy} aria-describedby={headingId} onClick={() => onResolve('rejected')}>
              {resolving === 'rejected' ? 'Rejecting...' : 'Reject'}
            </Button>
          </>
        )}
      </div>
      {previewing && (
        <section id={previewId} className={styles.previewWrap} aria-label="The question as students see it">
          <QuestionPreview questionId={group.question_id} />
        </section>
      )}
    </article>
  );
}
