import { correctOptionIndex, optionLetter } from '@exam-prep/contract/answer';
import type { QuestionRecord } from '../../api/questions';
import { SafeHtml } from '../safe-html';
import { NO_EXPLANATION } from './explanation-button';
import { OptionContent } from './option-content';
import answerStyles from './explanation-button.module.css';
import styles from './no-script-answer.module.css';

/**
 * A practice card's answer and explanation for a reader without JavaScript (the server-rendered page: option
 * buttons and the Explanation dialog need scripts): a <details> that opens by itself. With JavaScript the
 * browser ignores <noscript>, and the card's buttons do the same job.
 */
export function NoScriptAnswer({ record }: { record: QuestionRecord }) {
  const { question, options } = record;
  const correct = correctOptionIndex(options, question.answer);
  return (
    <noscript>
      <details className={styles.reveal}>
        <summary>Show answer</summary>
        <p className={answerStyles.answerLabel}>Correct answer</p>
        {correct >= 0 ? (
          <div className={answerStyles.answerValue}>
            <span className={answerStyles.answerLetter}>{optionLetter(correct)}</span>
            <OptionContent option={options[correct]!} letter={optionLetter(correct)} />
          </div>
        ) : (
          <div className={answerStyles.answerValue}>{question.answer}</div>
        )}
        <p className={answerStyles.answerLabel}>Explanation</p>
        {question.explanation?.trim() ? <SafeHtml html={question.explanation} className="rich-text" /> : <p>{NO_EXPLANATION}</p>}
      </details>
    </noscript>
  );
}
