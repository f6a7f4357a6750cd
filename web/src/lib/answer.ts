import { optionLetter, type QuestionOption } from '../api/questions';

/**
 * Practice answer checking: an option is correct when its text equals the question's answer, ignoring case.
 * The admin form stores the option's letter as the answer when that option has no text (an image-only
 * option), so an empty option is also correct when the answer is its letter.
 */
export function isCorrectOption(option: Pick<QuestionOption, 'option_text'>, index: number, answer: string | null | undefined): boolean {
  if (!answer) return false;
  const text = option.option_text ?? '';
  if (text.toLowerCase() === answer.toLowerCase()) return true;
  return text.trim() === '' && answer === optionLetter(index);
}

/** Position of the correct option, or -1 when no option matches the answer. */
export function correctOptionIndex(options: Pick<QuestionOption, 'option_text'>[], answer: string | null | undefined): number {
  return options.findIndex((option, index) => isCorrectOption(option, index, answer));
}

