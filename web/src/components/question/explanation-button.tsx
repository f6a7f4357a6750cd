import { useCallback, useState } from 'react';
import type { QuestionRecord } from '@/api/questions';
import { correctOptionIndex, optionLetter } from '@exam-prep/contract/answer';
import { contentLang, fieldLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { Dialog } from '@/components/ui/dialog';
import { SafeHtml } from '@/components/safe-html';
import { OptionContent } from './option-content';
import styles from './explanation-button.module.css';
import { Button } from '@/components/ui/button';

interface ExplanationButtonProps {
  record: QuestionRecord;
  number: number;
  /** The saved-questions page shows the correct answer above the explanation. */
  showAnswer?: boolean;
}

/** The 'Explanation' button of a question card and its modal: the stored explanation, or a note that there is none. */
export function ExplanationButton({ record, number, showAnswer = false }: ExplanationButtonProps) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { question, options } = record;
  const hasExplanation = !!question.explanation?.trim();
  const correctIndex = showAnswer ? correctOptionIndex(options, question.answer) : -1;
  const lang = contentLang(question, locale);

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('question.explanation')}
      </Button>
      {open && (
        <Dialog title={t('question.explanationTitle', { number })} onClose={close} dismiss={{ label: t('modal.done'), primary: true }}>
          {showAnswer && (
            <div className={styles.answer}>
              <p className={styles.answerLabel}>{t('question.correctAnswer')}</p>
              {correctIndex >= 0 ? (
                <div className={styles.answerValue}>
                  <span className={styles.answerLetter}>{optionLetter(correctIndex)}</span>
                  <OptionContent option={options[correctIndex]} letter={optionLetter(correctIndex)} lang={lang} />
                </div>
              ) : (
                <div className={styles.answerValue} lang={fieldLang(question, 'answer', locale)}>
                  {question.answer}
                </div>
              )}
            </div>
          )}
          {hasExplanation ? (
            <SafeHtml html={question.explanation} className="rich-text" lang={fieldLang(question, 'explanation', locale)} />
          ) : (
            <p className={styles.none}>{t('question.noExplanation')}</p>
          )}
        </Dialog>
      )}
    </>
  );
}
