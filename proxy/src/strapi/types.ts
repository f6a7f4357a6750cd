/** Strapi 5 REST shapes the proxy reads (only the fields it asks for). */

export interface StrapiMedia {
  url: string;
}

/** Every answer of a localized type carries its version's language. */
export interface Localized {
  locale?: string;
}

export interface StrapiTopic extends Localized {
  documentId: string;
  topic_name: string;
  display_name?: string | null;
}

export interface StrapiSubtopic extends Localized {
  documentId: string;
  subtopic_name: string;
  display_name?: string | null;
  category: string | null;
  topic?: StrapiTopic | null;
}

export interface StrapiExam {
  documentId: string;
  exam_name: string;
  exam_level: string | null;
}

export interface StrapiOption {
  id: number;
  option_key: string | null;
  option_type: 'text' | 'image';
  option_text: string | null;
  image?: StrapiMedia | null;
}

export interface StrapiQuestion extends Localized {
  documentId: string;
  question: string;
  question_type: 'text' | 'image';
  answer: string;
  explanation: string | null;
  question_image?: StrapiMedia | null;
  options?: StrapiOption[];
  subtopic?: { documentId: string; subtopic_name: string } | null;
  exams?: Array<{ documentId: string; exam_name: string }>;
  /** Held for tests: in mock-test papers only, absent from every public read. */
  held_for_tests?: boolean | null;
}

export type StrapiComponent = Record<string, unknown> & { id?: number };

export interface StrapiExamPattern extends Record<string, unknown>, Localized {
  documentId: string;
  slug: string;
  exam_name: string;
  exam_level: string;
  views: number | null;
  featured: boolean;
  is_active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface StrapiCheatsheetItem extends StrapiComponent {
  title: string;
  description: string | null;
  category: string | null;
  order: number | null;
  content_type: 'code' | 'text' | 'mixed';
  language: string | null;
  code: string | null;
  text_content: string | null;
  mixed_content?: Array<{ type: string; language: string | null; content: string | null }>;
}

export interface StrapiCheatsheet extends Record<string, unknown>, Localized {
  documentId: string;
  title: string;
  slug: string;
  description: string | null;
  category: string;
  tags: unknown;
  categories: unknown;
  color: string | null;
  featured: boolean;
  is_active: boolean;
  views: number | null;
  createdAt: string;
  updatedAt: string;
  items?: StrapiCheatsheetItem[];
}

/** A mock test's marks: its own, or its exam pattern's (whose decimals PostgreSQL may send as text). */
export interface StrapiMarkingScheme {
  correct_answer: number | string | null;
  wrong_answer: number | string | null;
  /** Exam patterns only: a penalty written as a positive value beside a flag. */
  negative_marking?: boolean | null;
  negative_marking_value?: number | string | null;
}

export interface StrapiMockTestSection extends StrapiComponent {
  section_name: string;
  duration: number | null;
  /** Fixed questions, in their stored order. */
  questions?: Array<{ documentId: string; question_title?: string | null }>;
  blueprint?: Array<{ count: number; subtopic?: { documentId: string; subtopic_name: string } | null }>;
}

export interface StrapiMockTest extends Localized {
  documentId: string;
  title: string;
  slug: string;
  kind: 'previous_year' | 'practice';
  year: number | null;
  shift: string | null;
  instructions: string | null;
  is_active: boolean;
  duration: number | null;
  updatedAt: string;
  marking_scheme?: StrapiMarkingScheme | null;
  exam?: { documentId: string; exam_name: string } | null;
  exam_pattern?: { documentId: string; duration?: number | null; marking_scheme?: StrapiMarkingScheme | null } | null;
  sections?: StrapiMockTestSection[];
}

/** The CMS's record of one attempt (cms/src/api/mock-test: GET /api/mock-tests/attempts/{attemptId}). */
export interface StrapiMockTestAttempt {
  attempt_id: string;
  mock_test_id: string;
  /** Per section, in order: the questions this attempt was shown. */
  question_ids: string[][];
  submitted: boolean;
  /** The paper's time when drawn, in seconds (null: drawn before the server kept the clock). */
  allowed_seconds: number | null;
  /** Seconds since the draw, on the CMS database's clock. */
  elapsed_seconds: number;
}

/** One question of a FAQ (component faq.question-answer). */
export interface StrapiFaqQuestion extends StrapiComponent {
  question: string | null;
  answer: string | null;
  order: number | null;
}

export interface StrapiFaq extends Record<string, unknown>, Localized {
  documentId: string;
  topic_title: string;
  slug: string;
  description: string | null;
  tags: unknown;
  featured: boolean | null;
  is_active: boolean | null;
  views: number | null;
  logo_url: string | null;
  createdAt: string;
  updatedAt: string;
  questions?: StrapiFaqQuestion[];
}

export interface StrapiProgrammingTopic extends Record<string, unknown>, Localized {
  documentId: string;
  title: string;
  slug: string;
  description: string | null;
  category: string;
  difficulty: string | null;
  tags: unknown;
  featured: boolean | null;
  is_active: boolean | null;
  createdAt: string;
  updatedAt: string;
}

/** One block of a code question (component code-question.content-block). */
export interface StrapiContentBlock extends StrapiComponent {
  type: string | null;
  order: number | null;
  code: string | null;
  language: string | null;
  label: string | null;
  text_content: string | null;
}

export interface StrapiCodeQuestion extends Record<string, unknown>, Localized {
  documentId: string;
  title: string;
  description: string | null;
  difficulty: string | null;
  order: number | null;
  is_active: boolean | null;
  createdAt: string;
  updatedAt: string;
  content_blocks?: StrapiContentBlock[];
  topic?: Pick<StrapiProgrammingTopic, 'documentId' | 'title' | 'slug' | 'category'> | null;
}
