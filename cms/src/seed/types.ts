/**
 * Shapes of the hand-written demo content. The seeder (src/seed/seed.ts) turns these into
 * Strapi documents; names are the natural keys that make seeding idempotent.
 */

/** Key of a picture drawn by src/seed/images.ts (e.g. 'bar-chart-sales'). */
export type SeedImageKey = string;

export interface SeedOption {
  /** 'text' options hold rich-text HTML; 'image' options hold plain text plus an image. */
  option_type?: 'text' | 'image';
  option_text: string;
  image?: SeedImageKey;
}

export interface SeedQuestion {
  /** Rich-text HTML, e.g. '<p>What is 15% of 240?</p>' */
  question: string;
  question_type?: 'text' | 'image';
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
  exam_level: 'Graduate' | 'Post Graduate' | 'Diploma' | 'Certificate' | 'All';
}

type Difficulty = 'Easy' | 'Medium' | 'Hard' | 'Very Hard';
type Competition = 'Low' | 'Medium' | 'High' | 'Very High';

export interface SeedExamPattern {
  exam_name: string;
  slug: string;
  exam_level: SeedExam['exam_level'];
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
    topics: Array<{ topic_name: string; weightage: number; difficulty_level: 'Easy' | 'Medium' | 'Hard' }>;
    /** Subset of: MCQ, Fill in the Blanks, True/False, Short Answer, Long Answer, Numerical */
    question_types: string[];
  }>;
  marking_scheme: { correct_answer: number; wrong_answer: number; negative_marking: boolean; negative_marking_value: number };
  eligibility_criteria: {
    age_limit: { min: number; max: number };
    education_qualification: string;
    nationality: string;
    experience_required: string;
  };
  exam_frequency: 'Annual' | 'Bi-annual' | 'Quarterly' | 'Monthly' | 'As per notification';
  /** Rupees, general category. */
  application_fee: number;
  exam_mode: 'Online' | 'Offline' | 'Both';
  language_options: string[];
  important_dates: Array<{ event: string; date: string }>;
  preparation_strategy: {
    recommended_study_time: string;
    important_topics: string[];
    practice_tips: string[];
    reference_books: string[];
    online_resources: string[];
  };
  difficulty_level: Difficulty;
  competition_level: Competition;
  success_rate: string;
  average_score: string;
  exam_official_website: string;
  cutoff_marks: { general: string; obc: string; sc: string; st: string };
  featured: boolean;
  tags: string[];
  exam_color: string;
}

export type CodeLanguage =
  | 'physics' | 'formula' | 'plaintext' | 'python' | 'javascript' | 'typescript' | 'java' | 'cpp' | 'c'
  | 'csharp' | 'ruby' | 'go' | 'rust' | 'php' | 'swift' | 'kotlin' | 'scala' | 'dart' | 'perl' | 'r'
  | 'matlab' | 'html' | 'css' | 'scss' | 'json' | 'xml' | 'yaml' | 'toml' | 'markdown' | 'bash'
  | 'powershell' | 'sql' | 'nosql' | 'graphql' | 'dockerfile' | 'nginx' | 'apache' | 'other';

export interface SeedCheatsheetItem {
  title: string;
  description?: string;
  category: string;
  content_type: 'code' | 'text' | 'mixed';
  language?: CodeLanguage;
  code?: string;
  /** Rich-text HTML for 'text' items. */
  text_content?: string;
  mixed_content?: Array<{ type: 'text' | 'code'; language?: CodeLanguage; content: string }>;
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
