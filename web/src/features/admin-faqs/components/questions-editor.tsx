import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { OrderedCard, TEXT_WITH_CODE_TOOLBAR } from '@/components/admin/ordered-card';
import { useOrderedCards } from '@/components/admin/use-ordered-cards';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { newQuestion, type QuestionDraft } from '@/features/admin-faqs/lib/form';

interface QuestionsEditorProps {
  questions: QuestionDraft[];
  /** Given a change of the current questions (not of this render's: the editor reports changes outside React's events). */
  onChange: (change: (questions: QuestionDraft[]) => QuestionDraft[]) => void;
}

/** 'Questions & Answers' (spec §2.4): add, move up/down, delete (while more than one), question text, answer HTML. */
export function QuestionsEditor({ questions, onChange }: QuestionsEditorProps) {
  const { container, cardProps, update } = useOrderedCards(questions, onChange);
  return (
    <div ref={container}>
      {questions.map((entry, index) => (
        <OrderedCard key={entry.key} name={`Question ${index + 1}`} {...cardProps(index)}>
          <Field label="Question" required>
            {({ id }) => (
              <input
                id={id}
                className="input"
                required
                maxLength={1000}
                placeholder="e.g., What is a Python decorator?"
                value={entry.question}
                onChange={(event) => update(index, { question: event.target.value })}
              />
            )}
          </Field>
          <div style={{ marginTop: 'var(--space-3)' }}>
            <RichTextEditor
              label="Answer"
              value={entry.answer}
              onChange={(answer) => update(index, { answer })}
              toolbar={TEXT_WITH_CODE_TOOLBAR}
              minHeight="8rem"
            />
          </div>
        </OrderedCard>
      ))}
      <Button variant="secondary" onClick={() => onChange((current) => [...current, newQuestion()])}>
        + Add Question
      </Button>
    </div>
  );
}
