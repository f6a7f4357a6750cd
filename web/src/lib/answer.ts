import { optionLetter, type QuestionOption } from '../api/questions';

/**
 * Answer checking: an option is correct when its text equals the question's answer. Practice ignores case (public
 * spec §5); the mock test's scoring compares exactly (`{ exact: true }`). The admin form stores the option's
 * letter as the answer when that option has no text (an image-only option), so in both an empty option is also
 * correct when the answer is its letter: without that, an image-only question could never be answered right.
 */
export function isCorrectOption(
  option: Pick<QuestionOption, 'option_text'>,
  index: number,
  answer: string | null | undefined,
  { exact = false }: { exact?: boolean } = {},
): boolean {
  if (!answer) return false;
  const text = option.option_text ?? '';
  if (exact ? text === answer : text.toLowerCase() === answer.toLowerCase()) return true;
  return text.trim() === '' && answer === optionLetter(index);
}

/** Position of the correct option, or -1 when no option matches the answer. */
export function correctOptionIndex(options: Pick<QuestionOption, 'option_text'>[], answer: string | null | undefined): number {
  return options.findIndex((option, index) => isCorrectOption(option, index, answer));
}
