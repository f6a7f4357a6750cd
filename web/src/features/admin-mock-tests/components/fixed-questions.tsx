import { useRef, useState } from 'react';
import { MAX_SECTION_QUESTIONS } from '@exam-prep/contract/admin/mock-tests';
import type { Exam } from '@/api/exams';
import type { Subtopic } from '@/api/subtopics';
import formStyles from '@/components/admin/admin-form.module.css';
import { ApiError } from '@/lib/api';
import { useQuestionPreview } from '@/features/admin-mock-tests/api/get-question-preview';
import {
  addQuestions,
  hasQuestion,
  moveAt,
  removeAt,
  roomForQuestions,
  type PickedQuestion,
  type SectionForm,
} from '@/features/admin-mock-tests/lib/form';
import { ItemActions } from './item-actions';
import { QuestionPicker } from './question-picker';
import styles from './mock-test-form.module.css';
import { Button } from '@/components/ui/button';

interface FixedQuestionsProps {
  section: SectionForm;
  sectionLabel: string;
  sectionIndex: number;
  /** Each listed question's section: a question is offered to one section only. */
  placed: ReadonlyMap<string, number>;
  examName: string;
  subtopics: Subtopic[] | undefined;
  exams: Exam[] | undefined;
  onChange: (questions: PickedQuestion[]) => void;
}

/** A fixed, ordered list of questions (a curated or previous-year paper): the list, and the picker that adds to it. */
export function FixedQuestions({ section, sectionLabel, sectionIndex, placed, examName, subtopics, exams, onChange }: FixedQuestionsProps) {
  const [picking, setPicking] = useState(section.questions.length === 0);
  const listRef = useRef<HTMLOListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const questions = section.questions;
  const elsewhere = new Map([...placed].filter(([, index]) => index !== sectionIndex));

  function remove(index: number) {
    onChange(removeAt(questions, index));
    // The removed row's button is gone: the list (or, once empty, the search toggle) takes the focus.
    if (questions.length > 1) listRef.current?.focus();
    else toggleRef.current?.focus();
  }

  return (
    <>
      <p className={styles.count} aria-live="polite">
        {questions.length} question{questions.length === 1 ? '' : 's'}, in this order.
      </p>
      {questions.length === 0 ? (
        <p className={formStyles.empty}>No questions yet: find them below and add them.</p>
      ) : (
        <ol ref={listRef} className={styles.questionList} tabIndex={-1} aria-label={`Questions of ${sectionLabel}`}>
          {questions.map((question, index) => (
            <li key={question._id} className={styles.questionRow}>
              <span className={styles.questionNumber}>{index + 1}.</span>
              <QuestionText question={question} />
              <ItemActions
                compact
                label={`question ${index + 1} of ${sectionLabel}`}
                index={index}
                count={questions.length}
                onMove={(direction) => onChange(moveAt(questions, index, direction))}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <Button
        ref={toggleRef}
        variant="secondary"
        className={formStyles.small}
        aria-expanded={picking}
        onClick={() => setPicking((open) => !open)}
      >
        {picking ? 'Close question search' : '+ Find Questions'}
      </Button>
      {picking && (
        <QuestionPicker
          sectionLabel={sectionLabel}
          examName={examName}
          subtopics={subtopics}
          exams={exams}
          isPicked={(id) => hasQuestion(section, id)}
          sectionOf={(id) => elsewhere.get(id)}
          room={roomForQuestions(section)}
          onAdd={(picked) => onChange(addQuestions(section, picked, elsewhere).questions)}
        />
      )}
      {questions.length >= MAX_SECTION_QUESTIONS && (
        <p className={formStyles.hint}>A section takes at most {MAX_SECTION_QUESTIONS} questions.</p>
      )}
    </>
  );
}

/** A listed question's text: known when picked from a search, else loaded by id (an edited paper lists ids only). */
function QuestionText({ question }: { question: PickedQuestion }) {
  const { data, error } = useQuestionPreview(question.preview === null ? question._id : null);
  if (question.preview !== null) return <span className={styles.questionText}>{question.preview}</span>;
  if (error)
    return (
      <span className={`${styles.questionText} ${styles.missing}`}>
        {error instanceof ApiError && error.status === 404
          ? `Question ${question._id} no longer exists: remove it`
          : `Question ${question._id} (its text failed to load)`}
      </span>
    );
  return <span className={styles.questionText}>{data ?? 'Loading question...'}</span>;
}
