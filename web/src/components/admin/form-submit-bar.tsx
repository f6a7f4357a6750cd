import type { SaveState } from './use-save-then-return';
import styles from './admin-form.module.css';
import { Button } from '@/components/ui/button';

interface FormSubmitBarProps {
  state: SaveState;
  submitLabel: string;
  /** Shown on the submit button while saving, e.g. 'Creating...'. */
  busyLabel: string;
  onCancel: () => void;
}

/** Cancel and submit at the foot of a full-page admin form; submit stays disabled once a save has begun. */
export function FormSubmitBar({ state, submitLabel, busyLabel, onCancel }: FormSubmitBarProps) {
  return (
    <div className={styles.submitBar}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={state !== 'idle'}>
        {state === 'saving' ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
