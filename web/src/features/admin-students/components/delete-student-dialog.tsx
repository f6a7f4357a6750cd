import type { AdminStudent } from '@exam-prep/contract/admin/students';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

interface DeleteStudentDialogProps {
  student: AdminStudent;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a student is deleted, saying what is erased (nothing of it can be brought back). */
export function DeleteStudentDialog({ student, onCancel, onConfirm }: DeleteStudentDialogProps) {
  return (
    <Dialog
      title="Delete this student?"
      onClose={onCancel}
      dismiss={{ label: 'Cancel' }}
      footer={
        <Button variant="danger" onClick={onConfirm}>
          Delete {student.username}
        </Button>
      }
    >
      <p>
        The account <strong>{student.username}</strong> ({student.email_masked}) is deleted at once, with everything it keeps: saved
        questions, notes, test results and visited topics. Its full-paper attempts stay only as anonymous counts. This cannot be undone.
      </p>
    </Dialog>
  );
}
