import { optionLetter, type QuestionOption } from '@/api/questions';
import { useI18n } from '@/i18n/i18n';
import { OptionContent } from '@/components/question/option-content';
import styles from './answer-choices.module.css';

interface AnswerChoicesProps {
  questionId: string;
  number: number;
  options: readonly QuestionOption[];
  selectedId: string | null | undefined;
  onSelect: (optionId: string) => void;
  /** The question's `lang` when it is shown in another language than the page's (contentLang). */
  lang?: string;
}

/** A test question's options as radio buttons (arrow keys move between them, as native radios do). */
export function AnswerChoices({ questionId, number, options, selectedId, onSelect, lang }: AnswerChoicesProps) {
  const { t } = useI18n();
  return (
    <fieldset className={styles.options}>
      <legend className="visually-hidden">{t('exam.chooseAnswer', { number })}</legend>
      {options.map((option, index) => {
        const letter = optionLetter(index);
        const selected = selectedId === option._id;
        return (
          <label key={option._id} className={`${styles.option} ${selected ? styles.selected : ''}`}>
            <input
              type="radio"
              className={styles.radio}
              name={`question-${questionId}`}
              value={option._id}
              checked={selected}
              onChange={() => onSelect(option._id)}
            />
            <span className={styles.letter} aria-hidden="true">
              {letter}
            </span>
            <span className="visually-hidden">{t('question.option', { letter })}</span>
            <OptionContent option={option} letter={letter} lang={lang} />
          </label>
        );
      })}
    </fieldset>
  );
}
