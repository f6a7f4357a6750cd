import { htmlToText } from '@exam-prep/contract/html-text';
import type { QuestionRecord } from '#src/questions/questions.js';

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * Rich text as the prompt's plain text: a line per block, code keeping its indentation (Python's is its meaning)
 * and powers written `x^2`, as a model reads them.
 */
const plainText = (html: string) => htmlToText(html, { lines: true, caretSuperscripts: true, keepPreformatted: true });

/**
 * The prompt, built on the server from the stored question and its lettered options (the original sent the
 * question alone from the browser and still asked for a letter). The correct answer is given, so the
 * explanation teaches the right reasoning instead of guessing.
 */
export function buildExplanationPrompt(record: QuestionRecord): string {
  const { question, options } = record;
  const answerIndex = options.findIndex((option) => option.option_text.trim().toLowerCase() === question.answer.trim().toLowerCase());
  const optionLines = options.map((option, index) => {
    const text = plainText(option.option_text) || '(no text)';
    return `${letter(index)}. ${option.option_type === 'image' ? `[picture] ${text}` : text}`;
  });
  return [
    'You are Owl, a friendly tutor helping a student in India prepare for a competitive exam (SSC, banking, RRB, UPSC and similar).',
    'Explain the multiple-choice question below in simple, conversational plain text.',
    'Reason step by step, as you would to a student sitting next to you. Keep it under 200 words.',
    'Use plain paragraphs; you may use **bold** for key numbers or terms. Do not use headings, tables or code blocks.',
    'Write formulas in LaTeX between single dollar signs, e.g. $\\frac{3}{4}$, $x^2$, $\\sqrt{2}$, and chemical formulas as $\\ce{H2SO4}$.',
    'End with exactly this final line: "The correct answer is: [letter]" where [letter] is the letter of the correct option.',
    '',
    `Question: ${plainText(question.question)}`,
    question.question_image_url ? '(The question also shows a picture.)' : '',
    'Options:',
    ...optionLines,
    '',
    answerIndex >= 0
      ? `The correct option is ${letter(answerIndex)} (${plainText(options[answerIndex].option_text)}).`
      : `The correct answer is "${plainText(question.answer)}".`,
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
}
