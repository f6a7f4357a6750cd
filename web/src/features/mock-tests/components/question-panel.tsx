import type { PaperQuestion } from '@exam-prep/contract/public/mock-tests';
import { memo, type Ref } from 'react';
import { AnswerChoices } from '@/components/exam/answer-choices';
import { SafeHtml } from '@/components/safe-html';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { uploadUrl } from '@/lib/format';
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

/** The question on screen and its options as radio buttons. Memoised: the exam's clock ticks every second. */
export const QuestionPanel = memo(function QuestionPanel({
  question,
  number,
  total,
  sectionName,
  selection,
  onSelect,
  headingRef,
}: QuestionPanelProps) {
  const { t, locale } = useI18n();
  // A question not yet translated shows in English on a Hindi page.
  const lang = contentLang(question, locale);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="exam-question-heading">
      <h2 id="exam-question-heading" ref={headingRef} tabIndex={-1} className={styles.number}>
        {t('question.number', { number })} <span className={styles.of}>{t('mock-tests.exam.of', { total })}</span>
        <span className="visually-hidden">, {sectionName}</span>
      </h2>
      <SafeHtml className={`rich-text ${styles.text}`} html={question.question} lang={lang} />
      {question.question_image_url && (
        <img className={styles.figure} src={uploadUrl(question.question_image_url)} alt={t('question.figure', { number })} />
      )}
      <AnswerChoices
        questionId={question._id}
        number={number}
        options={question.options}
        selectedId={selection}
        onSelect={onSelect}
        lang={lang}
      />
    </section>
  );
});
