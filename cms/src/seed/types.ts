/**
 * Shapes of the hand-written demo content. The seeder (src/seed/seed.ts) turns these into
 * Strapi documents; names are the natural keys that make seeding idempotent.
 *
 * The enumerations are the shared contract's (@exam-prep/contract/enums), imported as types: a seed value outside
 * an enumeration fails the CMS type-check. Strapi's own schema.json enumerations stay in its content types, and
 * contract/test/strapi-enums.test.ts keeps them equal to the contract's.
 */
import type {
  CheatsheetBlockType,
  CheatsheetContentType,
  CodeLanguage,
  CompetitionLevel,
  ExamDifficultyLevel,
  ExamFrequency,
  ExamLevel,
  ExamMode,
  MockTestKind,
  QuestionType,
  SectionQuestionType,
  TopicDifficultyLevel,
} from '@exam-prep/contract/enums';

/** Key of a picture drawn by src/seed/images.ts (e.g. 'bar-chart-sales'). */
export type SeedImageKey = string;

export interface SeedOption {
  /** 'text' options hold rich-text HTML; 'image' options hold plain text plus an image. */
  option_type?: QuestionType;
  option_text: string;
  image?: SeedImageKey;
}

export interface SeedQuestion {
  /** Rich-text HTML, e.g. '<p>What is 15% of 240?</p>' */
  question: string;
  question_type?: QuestionType;
  /** Required when question_type is 'image'. */
  image?: SeedImageKey;
  /** Exactly four options. */
  options: SeedOption[];
  /** The option_text of the correct option, character for character. */
  answer: string;
  /** Rich-text HTML with the worked reasoning. */
  explanation: string;
  /** Exam names from exams.ts this question is typical of. */
  exams?: string[];
}

export interface SeedSubtopic {
  /** Lowercase hyphenated slug, unique across all topics, e.g. 'time-and-work'. */
  subtopic_name: string;
  /** Grouping label shown on the subtopic directory, e.g. 'Arithmetic'. */
  category: string;
  questions: SeedQuestion[];
}

export interface SeedTopic {
  /** Lowercase hyphenated slug, e.g. 'general-aptitude'. */
  topic_name: string;
  subtopics: SeedSubtopic[];
}

export interface SeedExam {
  exam_name: string;
  exam_level: ExamLevel;
}

export interface SeedExamPattern {
  exam_name: string;
  slug: string;
  exam_level: ExamLevel;
  description: string;
  total_questions: number;
  total_marks: number;
  /** Minutes. */
  duration: number;
  sections: Array<{
    section_name: string;
    section_code: string;
    questions: number;
    marks_per_question: number;
    total_marks: number;
    duration: number;
    topics: Array<{ topic_name: string; weightage: number; difficulty_level: TopicDifficultyLevel }>;
    question_types: SectionQuestionType[];
  }>;
  marking_scheme: { correct_answer: number; wrong_answer: number; negative_marking: boolean; negative_marking_value: number };
  eligibility_criteria: {
    age_limit: { min: number; max: number };
    education_qualification: string;
    nationality: string;
    experience_required: string;
  };
  exam_frequency: ExamFrequency;
  /** Rupees, general category. */
  application_fee: number;
  exam_mode: ExamMode;
  language_options: string[];
  important_dates: Array<{ event: string; date: string }>;
  preparation_strategy: {
    recommended_study_time: string;
    important_topics: string[];
    practice_tips: string[];
    reference_books: string[];
    online_resources: string[];
  };
  difficulty_level: ExamDifficultyLevel;
  competition_level: CompetitionLevel;
  success_rate: string;
  average_score: string;
  exam_official_website: string;
  cutoff_marks: { general: string; obc: string; sc: string; st: string };
  featured: boolean;
  tags: string[];
  exam_color: string;
}

export interface SeedCheatsheetItem {
  title: string;
  description?: string;
  category: string;
  content_type: CheatsheetContentType;
  language?: CodeLanguage;
  code?: string;
  /** Rich-text HTML for 'text' items. */
  text_content?: string;
  mixed_content?: Array<{ type: CheatsheetBlockType; language?: CodeLanguage; content: string }>;
}

export interface SeedCheatsheet {
  title: string;
  slug: string;
  description: string;
  category: string;
  /** Item order in the array is the display order. */
  items: SeedCheatsheetItem[];
  /** Filter categories: the distinct item categories. */
  categories: string[];
  tags: string[];
  color?: string;
  featured: boolean;
}

/** A demo question named by its natural key: its subtopic and its text. */
export interface SeedQuestionRef {
  subtopic_name: string;
  question: string;
}

export interface SeedMockTestSection {
  section_name: string;
  /** Minutes, when the paper has sectional timing (all sections or none). */
  duration?: number;
  /** A fixed paper: these questions, in this order. */
  questions?: SeedQuestionRef[];
  /** Or questions drawn at each attempt: this many from each subtopic. */
  blueprint?: Array<{ subtopic_name: string; count: number }>;
}

export interface SeedMockTest {
  title: string;
  slug: string;
  kind: MockTestKind;
  /** An exam name from exams.ts. */
  exam_name: string;
  /** An exam pattern's slug from exam-patterns.ts. */
  exam_pattern_slug?: string;
  year?: number;
  shift?: string;
  /** Rich-text HTML read before Start. */
  instructions: string;
  /** Absent: the exam pattern's scheme. */
  marking_scheme?: { correct_answer: number; wrong_answer: number };
  /** Minutes for the whole paper when the sections have no duration. */
  duration?: number;
  sections: SeedMockTestSection[];
}
