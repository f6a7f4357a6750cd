import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import formStyles from '@/components/admin/admin-form.module.css';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { FULL_TOOLBAR, type RichTextTool } from '@/components/rich-text/tools';
import { useFocusAfterRemove } from '@/components/admin/use-focus-after-remove';
import { moveEntry, newQuestion, type QuestionDraft } from '@/features/admin-faqs/lib/form';

/** The full toolbar with a code-block tool before Clear formatting (spec §2.4): answers show code. */
const ANSWER_TOOLBAR: readonly RichTextTool[] = FULL_TOOLBAR.flatMap((tool) => (tool === 'clean' ? ['codeBlock', tool] : [tool]));

interface QuestionsEditorProps {
  questions: QuestionDraft[];
  /** Given a change of the current questions (not of this render's: the editor reports changes outside React's events). */
  onChange: (change: (questions: QuestionDraft[]) => QuestionDraft[]) => void;
}

/** 'Questions & Answers' (spec §2.4): add, move up/down, delete (while more than one), question text, answer HTML. */
export function QuestionsEditor({ questions, onChange }: QuestionsEditorProps) {
  const { container, markRemoved } = useFocusAfterRemove<HTMLDivElement>(questions.length);
  const update = (index: number, patch: Partial<QuestionDraft>) =>
    onChange((current) => current.map((entry, position) => (position === index ? { ...entry, ...patch } : entry)));
  return (
    <div ref={container}>
      {questions.map((entry, index) => (
        <QuestionCard
          key={entry.key}
          entry={entry}
          number={index + 1}
          count={questions.length}
          onChange={(patch) => update(index, patch)}
          onMove={(direction) => onChange((current) => moveEntry(current, index, direction))}
          onRemove={() => {
            markRemoved(index);
            onChange((current) => current.filter((_, position) => position !== index));
          }}
        />
      ))}
      <Button variant="secondary" onClick={() => onChange((current) => [...current, newQuestion()])}>
        + Add Question
      </Button>
    </div>
  );
}

interface QuestionCardProps {
  entry: QuestionDraft;
  number: number;
  count: number;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionCard({ entry, number, count, onChange, onMove, onRemove }: QuestionCardProps) {
  const titleId = useId();
  const name = `Question ${number}`;
  return (
    <section className={formStyles.card} aria-labelledby={titleId}>
      <div className={formStyles.cardHead}>
        <h3 id={titleId} className={formStyles.cardTitle} tabIndex={-1}>
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
      <Field label="Question" required>
        {({ id }) => (
          <input
            id={id}
            className="input"
            required
            maxLength={1000}
            placeholder="e.g., What is a Python decorator?"
            value={entry.question}
            onChange={(event) => onChange({ question: event.target.value })}
          />
        )}
      </Field>
      <div style={{ marginTop: 'var(--space-3)' }}>
        <RichTextEditor
          label="Answer"
          value={entry.answer}
          onChange={(answer) => onChange({ answer })}
          toolbar={ANSWER_TOOLBAR}
          minHeight="8rem"
        />
      </div>
    </section>
  );
}
