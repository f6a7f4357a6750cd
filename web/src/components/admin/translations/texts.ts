import type {
  CheatsheetTexts,
  ExamPatternTexts,
  MockTestTexts,
  QuestionTexts,
  SubtopicTexts,
  TextsOf,
  TopicTexts,
  TranslatedType,
  TranslationAnswer,
} from '@exam-prep/contract/admin/translations';

/**
 * What a translation form starts from: the stored translation, or (before there is one) texts of the English
 * version's shape left empty to write in (a cheatsheet's code blocks stay null: code is shared, never translated).
 */
export function startingTexts<T extends TranslatedType>(answer: TranslationAnswer<T>): TextsOf[T] {
  return answer.translation ?? blankLike(answer.type, answer.english);
}

const BLANKS: { [T in TranslatedType]: (english: TextsOf[T]) => TextsOf[T] } = {
  topics: (): TopicTexts => ({ display_name: '' }),
  subtopics: (): SubtopicTexts => ({ display_name: '', category: null }),
  questions: (english): QuestionTexts => ({ question: '', explanation: null, options: english.options.map(() => '') }),
  'exam-patterns': (english): ExamPatternTexts => ({
    exam_name: '',
    description: '',
    sections: english.sections.map((section) => ({ section_name: '', topics: section.topics.map(() => '') })),
    eligibility_criteria: { education_qualification: null, nationality: null, experience_required: null },
    important_dates: english.important_dates.map(() => ({ event: '', date: null })),
    preparation_strategy: {
      recommended_study_time: null,
      important_topics: [],
      practice_tips: [],
      reference_books: [],
      online_resources: [],
    },
    language_options: [],
    tags: [],
    success_rate: null,
    average_score: null,
    cutoff_marks: { general: null, obc: null, sc: null, st: null },
  }),
  cheatsheets: (english): CheatsheetTexts => ({
    title: '',
    description: null,
    tags: [],
    categories: [],
    items: english.items.map((item) => ({
      title: '',
      description: null,
      category: '',
      text_content: item.text_content === null ? null : '',
      blocks: item.blocks.map((block) => (block === null ? null : '')),
    })),
  }),
  'mock-tests': (english): MockTestTexts => ({ title: '', instructions: '', sections: english.sections.map(() => '') }),
};

export function blankLike<T extends TranslatedType>(type: T, english: TextsOf[T]): TextsOf[T] {
  return (BLANKS[type] as (value: TextsOf[T]) => TextsOf[T])(english);
}

/** A comma-separated list as the form shows it, and back (blank entries dropped). */
export const joinList = (items: string[]) => items.join(', ');
export const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** An optional text as the form edits it ('' for none) and as it is sent (null for none). */
export const optionalText = (value: string | null) => value ?? '';
export const orNull = (value: string) => (value.trim() === '' ? null : value);
