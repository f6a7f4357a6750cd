import { useCallback, useState } from 'react';
import type { QuestionRecord } from '../../api/questions';
import { correctOptionIndex, optionLetter } from '@exam-prep/contract/answer';
import { Modal } from '../modal';
import { SafeHtml } from '../safe-html';
import { OptionContent } from './option-content';
import styles from './explanation-button.module.css';

export const NO_EXPLANATION = 'No explanation available for this question.';

interface ExplanationButtonProps {
  record: QuestionRecord;
  number: number;
  /** The saved-questions page shows the correct answer above the explanation. */
  showAnswer?: boolean;
}

/** The 'Explanation' button of a question card and its modal: the stored explanation, or a note that there is none. */
export function ExplanationButton({ record, number, showAnswer = false }: ExplanationButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { question, options } = record;
  const hasExplanation = !!question.explanation?.trim();
  const correctIndex = showAnswer ? correctOptionIndex(options, question.answer) : -1;

  return (
    <>
      <button type="button" className="btn btn-outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Explanation
      </button>
      {open && (
        <Modal title={`Explanation – Question ${number}`} onClose={close} dismiss={{ label: 'Done', primary: true }}>
          {showAnswer && (
            <div className={styles.answer}>
              <p className={styles.answerLabel}>Correct answer</p>
              {correctIndex >= 0 ? (
                <div className={styles.answerValue}>
                  <span className={styles.answerLetter}>{optionLetter(correctIndex)}</span>
                  <OptionContent option={options[correctIndex]} letter={optionLetter(correctIndex)} />
                </div>
              ) : (
                <div className={styles.answerValue}>{question.answer}</div>
              )}
            </div>
          )}
          {hasExplanation ? (
            <SafeHtml html={question.explanation} className="rich-text" />
          ) : (
            <p className={styles.none}>{NO_EXPLANATION}</p>
          )}
        </Modal>
      )}
    </>
  );
}
