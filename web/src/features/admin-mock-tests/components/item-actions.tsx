import { Button } from '@/components/ui/button';
import styles from './mock-test-form.module.css';

interface ItemActionsProps {
  /** Names the item in the buttons' accessible names: 'Move Section 2 up', 'Remove question 3'. */
  label: string;
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
  /** Left out when the item cannot be removed (a paper's last section). */
  onRemove?: () => void;
  /** Short visible texts ('↑', '↓') where rows are narrow; the accessible names stay whole. */
  compact?: boolean;
}

/**
 * Up, Down and Remove for an item of an ordered list. At either end a move button is marked aria-disabled rather
 * than disabled, so the button a keyboard user just pressed keeps the focus as its item reaches the end.
 */
export function ItemActions({ label, index, count, onMove, onRemove, compact = false }: ItemActionsProps) {
  const first = index === 0;
  const last = index === count - 1;
  return (
    <div className={styles.rowActions}>
      <Button variant="secondary" size="sm" aria-label={`Move ${label} up`} aria-disabled={first} onClick={() => !first && onMove(-1)}>
        {compact ? '↑' : '↑ Up'}
      </Button>
      <Button variant="secondary" size="sm" aria-label={`Move ${label} down`} aria-disabled={last} onClick={() => !last && onMove(1)}>
        {compact ? '↓' : '↓ Down'}
      </Button>
      {onRemove && (
        <Button variant="secondary" size="sm" aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove
        </Button>
      )}
    </div>
  );
}
