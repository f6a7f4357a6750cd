import { optionLetter, type QuestionOption } from '../../api/questions';
import { OptionContent } from '../question/option-content';
import styles from './answer-choices.module.css';

interface AnswerChoicesProps {
  questionId: string;
  number: number;
  options: readonly QuestionOption[];
  selectedId: string | null | undefined;
  onSelect: (optionId: string) => void;
}

/** A test question's options as radio buttons (arrow keys move between them, as native radios do). */
export function AnswerChoices({ questionId, number, options, selectedId, onSelect }: AnswerChoicesProps) {
  return (
    <fieldset className={styles.options}>
      <legend className="visually-hidden">Choose an answer for question {number}</legend>
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
            <span className="visually-hidden">Option {letter}: </span>
            <OptionContent option={option} letter={letter} />
          </label>
        );
      })}
    </fieldset>
  );
}
