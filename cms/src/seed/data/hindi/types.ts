/** The Hindi version of one English demo question, matched to it by its exact English text. */
export interface HindiQuestion {
  /** The subtopic_name of the English question. */
  subtopic_name: string;
  /** The English seed question's `question`, character for character: the key that finds it. */
  english_question: string;
  /** Rich-text HTML, in Hindi. */
  question: string;
  /** The option texts in the English order (same count), so the same position is the correct one. */
  options: string[];
  /** Rich-text HTML with the worked reasoning, in Hindi. */
  explanation: string;
}
