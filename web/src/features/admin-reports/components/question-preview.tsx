import { correctOptionIndex, optionLetter } from '@exam-prep/contract/answer';
import { OptionContent } from '@/components/question/option-content';
import { SafeHtml } from '@/components/safe-html';
import { LoadingState } from '@/components/status-views';
import { uploadUrl } from '@/lib/format';
import { useReportedQuestion } from '@/features/admin-reports/api/get-reported-question';
import styles from './reported-question.module.css';

/** The reported question as students see it, with the option that counts as its answer marked and the explanation. */
export function QuestionPreview({ questionId }: { questionId: string }) {
  const { data, error } = useReportedQuestion(questionId);
  if (error)
    return (
      <p className={styles.previewError} role="alert">
        Failed to load the question
      </p>
    );
  if (!data) return <LoadingState label="Loading the question..." />;
  const { question, options } = data;
  const imageUrl = uploadUrl(question.question_image_url);
  const correct = correctOptionIndex(options, question.answer);
  return (
    <div className={styles.preview}>
      <SafeHtml html={question.question} className="rich-text" />
      {imageUrl && <img className={styles.previewImage} src={imageUrl} alt="The question's figure" loading="lazy" decoding="async" />}
      <ol className={styles.options} aria-label="Options">
        {options.map((option, index) => {
          const letter = optionLetter(index);
          const isAnswer = index === correct;
          return (
            <li key={option._id} className={isAnswer ? `${styles.option} ${styles.correct}` : styles.option}>
              <span className={styles.letter} aria-hidden="true">
                {letter}
              </span>
              <OptionContent option={option} letter={letter} />
              {isAnswer && <span className={styles.correctMark}>Correct answer</span>}
            </li>
          );
        })}
      </ol>
      {correct < 0 && (
        <p className={styles.previewError} role="alert">
          No option matches the stored answer “{question.answer}”.
        </p>
      )}
      <h4 className={styles.previewHeading}>Explanation</h4>
      {question.explanation ? (
        <SafeHtml html={question.explanation} className="rich-text" />
      ) : (
        <p className={styles.muted}>No explanation.</p>
      )}
    </div>
  );
}
