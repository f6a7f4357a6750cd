/**
 * The enumerations the Strapi schemas (cms/src/api/…/schema.json, cms/src/components/…) and the /api/* contract
 * share, in the admin spec's order. contract/test/strapi-enums.test.ts fails when a Strapi schema differs.
 * Zod-free: the public web bundle may import this file.
 */

/** Exam levels (exam.exam_level, exam-pattern.exam_level); level filters answer the ones in use, in this order. */
export const EXAM_LEVELS = ['Graduate', 'Post Graduate', 'Diploma', 'Certificate', 'All'] as const;
export type ExamLevel = (typeof EXAM_LEVELS)[number];

/** How often an exam is held (exam-pattern.exam_frequency). */
export const EXAM_FREQUENCIES = ['Annual', 'Bi-annual', 'Quarterly', 'Monthly', 'As per notification'] as const;
export type ExamFrequency = (typeof EXAM_FREQUENCIES)[number];

/** exam-pattern.exam_mode */
export const EXAM_MODES = ['Online', 'Offline', 'Both'] as const;
export type ExamMode = (typeof EXAM_MODES)[number];

/** An exam's difficulty (exam-pattern.difficulty_level). */
export const EXAM_DIFFICULTY_LEVELS = ['Easy', 'Medium', 'Hard', 'Very Hard'] as const;
export type ExamDifficultyLevel = (typeof EXAM_DIFFICULTY_LEVELS)[number];

/** exam-pattern.competition_level */
export const COMPETITION_LEVELS = ['Low', 'Medium', 'High', 'Very High'] as const;
export type CompetitionLevel = (typeof COMPETITION_LEVELS)[number];

/** A section topic's difficulty (exam-pattern.section-topic.difficulty_level). */
export const TOPIC_DIFFICULTY_LEVELS = ['Easy', 'Medium', 'Hard'] as const;
export type TopicDifficultyLevel = (typeof TOPIC_DIFFICULTY_LEVELS)[number];

/** The kinds of question an exam-pattern section has (section.question_types, a JSON list in Strapi). */
export const SECTION_QUESTION_TYPES = ['MCQ', 'Fill in the Blanks', 'True/False', 'Short Answer', 'Long Answer', 'Numerical'] as const;
export type SectionQuestionType = (typeof SECTION_QUESTION_TYPES)[number];

/** A practice question and each of its options is text or a picture (question.question_type, option.option_type). */
export const QUESTION_TYPES = ['text', 'image'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A cheatsheet item's content (cheatsheet.item.content_type). */
export const CHEATSHEET_CONTENT_TYPES = ['code', 'text', 'mixed'] as const;
export type CheatsheetContentType = (typeof CHEATSHEET_CONTENT_TYPES)[number];

/** One block of a mixed cheatsheet item (cheatsheet.block.type). */
export const CHEATSHEET_BLOCK_TYPES = ['text', 'code'] as const;
export type CheatsheetBlockType = (typeof CHEATSHEET_BLOCK_TYPES)[number];

/** The code languages of the admin spec (§3) (cheatsheet.item.language, cheatsheet.block.language). */
export const CODE_LANGUAGES = [
  'physics',
  'formula',
  'plaintext',
  'python',
  'javascript',
  'typescript',
  'java',
  'cpp',
  'c',
  'csharp',
  'ruby',
  'go',
  'rust',
  'php',
  'swift',
  'kotlin',
  'scala',
  'dart',
  'perl',
  'r',
  'matlab',
  'html',
  'css',
  'scss',
  'json',
  'xml',
  'yaml',
  'toml',
  'markdown',
  'bash',
  'powershell',
  'sql',
  'nosql',
  'graphql',
  'dockerfile',
  'nginx',
  'apache',
  'other',
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** A mock test is a previous-year paper or a practice paper. */
export const MOCK_TEST_KINDS = ['previous_year', 'practice'] as const;
export type MockTestKind = (typeof MOCK_TEST_KINDS)[number];
