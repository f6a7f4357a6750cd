import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FULL_TOOLBAR, type RichTextTool } from '@/components/rich-text/tools';
import formStyles from './admin-form.module.css';

/** The full toolbar with a code-block tool before Clear formatting: FAQ answers and code-question texts show code. */
export const TEXT_WITH_CODE_TOOLBAR: readonly RichTextTool[] = FULL_TOOLBAR.flatMap((tool) =>
  tool === 'clean' ? ['codeBlock', tool] : [tool],
);

interface OrderedCardProps {
  /** 'Question 2', 'Block 3': the heading and the buttons' accessible names. */
  name: string;
  /** Before the name in the heading (a block's CODE / TEXT badge). */
  badge?: ReactNode;
  /** The card's place from 1, and how many cards there are. */
  number: number;
  count: number;
  className?: string;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
}

/**
 * One card of an ordered list the admin edits (FAQ questions, content blocks): its heading (focusable, so
 * useFocusAfterRemove can land there), ↑ / ↓ and Delete while more than one card is left, then its fields.
 */
export function OrderedCard({ name, badge, number, count, className, onMove, onRemove, children }: OrderedCardProps) {
  const titleId = useId();
  return (
    <section className={className ? `${formStyles.card} ${className}` : formStyles.card} aria-labelledby={titleId}>
      <div className={formStyles.cardHead}>
        <h3 id={titleId} className={formStyles.cardTitle} tabIndex={-1}>
          {badge}
          {badge ? ' ' : null}
          {name}
        </h3>
        <div className={formStyles.cardActions}>
          <Button variant="secondary" size="sm" onClick={() => onMove(-1)} disabled={number === 1} aria-label={`Move ${name} up`}>
            ↑
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMove(1)} disabled={number === count} aria-label={`Move ${name} down`}>
            ↓
          </Button>
          {count > 1 && (
            <Button variant="danger" size="sm" onClick={onRemove} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          )}
        </div>
      </div>
      {children}
    </section>
  );
}
