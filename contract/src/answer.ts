/**
 * Which option of a question is its answer: the one rule the web app's practice and mock tests and the proxy's
 * scoring of mock tests share. A question stores its answer as the correct option's text. The admin form stores
 * the option's letter (A, B...) when that option has no text (a picture option), so an empty option is also
 * correct when the answer is its letter: without that, a picture question could never be answered right.
 * Practice ignores letter case (public spec §5); a scored paper compares exactly (`{ exact: true }`). Zod-free.
 */

/** 'A' for the first option, 'B' for the second... */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

export function isCorrectOption(
  option: { option_text?: string | null },
  index: number,
  answer: string | null | undefined,
  { exact = false }: { exact?: boolean } = {},
): boolean {
  if (!answer) return false;
  const text = option.option_text ?? '';
  if (exact ? text === answer : text.toLowerCase() === answer.toLowerCase()) return true;
  return text.trim() === '' && answer === optionLetter(index);
}

/** Position of the correct option (the first, should two match), or -1 when no option matches the answer. */
export function correctOptionIndex(
  options: ReadonlyArray<{ option_text?: string | null }>,
  answer: string | null | undefined,
  { exact = false }: { exact?: boolean } = {},
): number {
  return options.findIndex((option, index) => isCorrectOption(option, index, answer, { exact }));
}
