import { correctOptionIndex, optionLetter } from '@exam-prep/contract/answer';
import type { QuestionRecord } from '@/api/questions';
import { SafeHtml } from '@/components/safe-html';
import { contentLang, fieldLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { OptionContent } from './option-content';
import answerStyles from './explanation-button.module.css';
import styles from './no-script-answer.module.css';

/**
 * A practice card's answer and explanation for a reader without JavaScript (the server-rendered page: option
 * buttons and the Explanation dialog need scripts): a <details> that opens by itself. With JavaScript the
 * browser ignores <noscript>, and the card's buttons do the same job.
 */
export function NoScriptAnswer({ record }: { record: QuestionRecord }) {
  const { t, locale } = useI18n();
  const { question, options } = record;
  const lang = contentLang(question, locale);
  const correct = correctOptionIndex(options, question.answer);
  return (
    <noscript>
      <details className={styles.reveal}>
        <summary>{t('question.showAnswer')}</summary>
        <p className={answerStyles.answerLabel}>{t('question.correctAnswer')}</p>
        {correct >= 0 ? (
          <div className={answerStyles.answerValue}>
            <span className={answerStyles.answerLetter}>{optionLetter(correct)}</span>
            <OptionContent option={options[correct]!} letter={optionLetter(correct)} lang={lang} />
          </div>
        ) : (
          <div className={answerStyles.answerValue} lang={fieldLang(question, 'answer', locale)}>
            {question.answer}
          </div>
        )}
        <p className={answerStyles.answerLabel}>{t('question.explanation')}</p>
        {question.explanation?.trim() ? (
          <SafeHtml html={question.explanation} className="rich-text" lang={fieldLang(question, 'explanation', locale)} />
        ) : (
          <p>{t('question.noExplanation')}</p>
        )}
      </details>
    </noscript>
  );
}
