import { useState } from 'react';
import { REPORT_NOTE_MAX_CHARS, type ResolvedStatus } from '@exam-prep/contract/report-reasons';
import type { ReportedQuestion } from '@exam-prep/contract/reports';
import { TextField } from '@/components/admin/text-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ResolveDialogProps {
  question: ReportedQuestion;
  status: ResolvedStatus;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

const reportsText = (count: number) => `${count} open report${count === 1 ? '' : 's'}`;

/** Asks before all of a question's open reports are marked fixed or rejected, with an optional note for the record. */
export function ResolveDialog({ question, status, onCancel, onConfirm }: ResolveDialogProps) {
  const [note, setNote] = useState('');
  const fixing = status === 'fixed';
  return (
    <Dialog
      title={fixing ? 'Mark the reports fixed?' : 'Reject the reports?'}
      onClose={onCancel}
      dismiss={{ label: 'Cancel' }}
      footer={
        <Button variant={fixing ? 'primary' : 'danger'} onClick={() => onConfirm(note.trim())}>
          {fixing ? 'Mark fixed' : 'Reject'}
        </Button>
      }
    >
      <p>
        {fixing ? 'Marks' : 'Rejects'} all {reportsText(question.total)} of “{question.question_title}”. Their senders see the new status.
      </p>
      <TextField
        label="Note (optional)"
        rows={3}
        value={note}
        onChange={setNote}
        maxLength={REPORT_NOTE_MAX_CHARS}
        hint={`${note.length}/${REPORT_NOTE_MAX_CHARS} characters`}
        full
      />
    </Dialog>
  );
}
