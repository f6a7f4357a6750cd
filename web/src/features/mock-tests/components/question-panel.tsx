import type { PaperQuestion } from '@exam-prep/contract/public/mock-tests';
import type { Ref } from 'react';
import { AnswerChoices } from '../../../components/exam/answer-choices';
import { SafeHtml } from '../../../components/safe-html';
import { uploadUrl } from '../../../lib/format';
import styles from './question-panel.module.css';

interface QuestionPanelProps {
  question: PaperQuestion;
  number: number;
  total: number;
  sectionName: string;
  selection: string | null;
  onSelect: (optionId: string) => void;
  /** The heading takes focus when a new question is shown. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The question on screen and its options as radio buttons. */
export function QuestionPanel({ question, number, total, sectionName, selection, onSelect, headingRef }: QuestionPanelProps) {
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="exam-question-heading">
      <h2 id="exam-question-heading" ref={headingRef} tabIndex={-1} className={styles.number}>
        Question {number} <span className={styles.of}>of {total}</span>
        <span className="visually-hidden">, {sectionName}</span>
      </h2>
      <SafeHtml className={`rich-text ${styles.text}`} html={question.question} />
      {question.question_image_url && (
        <img className={styles.figure} src={uploadUrl(question.question_image_url)} alt={`Figure for question ${number}`} />
      )}
      <AnswerChoices questionId={question._id} number={number} options={question.options} selectedId={selection} onSelect={onSelect} />
    </section>
  );
}
