import { expect } from 'vitest';
import { fullPattern } from './admin.js';
import type { JsonAnswer } from './stack.js';

/** Forms and expectations of the exam-pattern and cheatsheet admin suite (admin-patterns-cheatsheets). */

/** The slugs of a list answer, in its order. */
export const slugs = (list: Array<{ slug: string }>) => list.map((entry) => entry.slug);

/** A refusal as the admin screens read it: this status and `{message, error}`, both the message. */
export function expectRefusal(answer: JsonAnswer, status: number, message: string) {
  expect(answer.status, message).toBe(status);
  expect(answer.body).toEqual({ message, error: message });
}

/** What fullPattern() is stored as: the slug from the name, lists from comma lists, every cut-off as text. */
export const FULL_PATTERN_STORED = {
  slug: 'ssc-chsl-102-tier-1',
  exam_name: 'SSC CHSL (10+2) Tier-1',
  exam_level: 'All',
  total_marks: 200,
  language_options: ['English', 'Hindi'],
  tags: ['ssc', '12th'],
  marking_scheme: { correct_answer: 2, wrong_answer: -0.5, negative_marking: true, negative_marking_value: 0.5 },
  cutoff_marks: { general: '130-150', obc: '125', sc: '110', st: '100' },
  important_dates: [{ event: 'Notification', date: 'May' }],
  exam_logo: null,
  is_active: true,
  featured: false,
  views: 0,
};

const section = fullPattern().sections[0]!;

/** A change to the full-page pattern form and the 400 message it gets, field by field. */
export const PATTERN_FIELD_REFUSALS: Array<[change: Record<string, unknown>, message: string]> = [
  [{ exam_name: '' }, 'exam_name is required'],
  [{ exam_name: undefined }, 'exam_name is required'],
  [{ exam_level: undefined }, 'exam_level is required'],
  [{ exam_level: 'PhD' }, 'exam_level must be one of: Graduate, Post Graduate, Diploma, Certificate, All'],
  [{ total_questions: 0 }, 'total_questions must be at least 1'],
  [{ total_questions: 10.5 }, 'total_questions must be a whole number'],
  [{ total_questions: 'many' }, 'total_questions must be a number'],
  [{ total_marks: '' }, 'total_marks is required'],
  [{ duration: -5 }, 'duration must be at least 1'],
  [{ sections: [] }, 'sections needs at least 1 item'],
  [{ sections: [{ ...section, section_name: ' ' }] }, 'sections[0].section_name is required'],
  [{ sections: [section, { ...section, section_code: undefined }] }, 'sections[1].section_code is required'],
  [{ sections: [{ ...section, questions: 0 }] }, 'sections[0].questions must be at least 1'],
  [{ sections: [{ ...section, marks_per_question: -1 }] }, 'sections[0].marks_per_question must be at least 0'],
  [{ sections: [{ ...section, topics: [{ topic_name: 'x', weightage: 101 }] }] }, 'sections[0].topics[0].weightage must be at most 100'],
  [
    { sections: [{ ...section, question_types: ['Essay'] }] },
    'sections[0].question_types[0] must be one of: MCQ, Fill in the Blanks, True/False, Short Answer, Long Answer, Numerical',
  ],
  [{ marking_scheme: { correct_answer: -1 } }, 'marking_scheme.correct_answer must be at least 0'],
  [{ marking_scheme: { negative_marking_value: -0.25 } }, 'marking_scheme.negative_marking_value must be at least 0'],
  [{ eligibility_criteria: { age_limit: { min: -1, max: 30 } } }, 'eligibility_criteria.age_limit.min must be at least 0'],
  [
    { eligibility_criteria: { age_limit: { min: 40, max: 30 } } },
    'eligibility_criteria.age_limit.min: must not be more than age_limit.max',
  ],
  [{ application_fee: -100 }, 'application_fee must be at least 0'],
  [{ exam_mode: 'Postal' }, 'exam_mode must be one of: Online, Offline, Both'],
  [{ exam_official_website: 'ssc dot gov' }, 'exam_official_website must be a web address starting with http:// or https://'],
  [{ exam_logo: 'javascript:alert(1)' }, 'exam_logo must be a web address starting with http:// or https://'],
  [{ featured: 'yes' }, 'featured must be true or false'],
];

/** A valid code item of a cheatsheet form. */
export const sheetItem = (overrides: Record<string, unknown> = {}) => ({
  title: 'Print',
  category: 'basics',
  description: 'Output',
  content_type: 'code',
  language: 'python',
  code: "print('hi')",
  ...overrides,
});

/** A new sheet whose items are valid and invalid (blank, missing, unknown) of every content type. */
export const GIT_BASICS_FORM = {
  title: 'Git Basics: Branches & Merges!',
  category: 'Git',
  description: 'Everyday git.',
  items: [
    sheetItem({ title: 'Branch', code: 'git switch -c topic', language: 'bash', _tempId: 'client-only' }),
    sheetItem({ title: '   ' }),
    sheetItem({ title: 'No category', category: '' }),
    sheetItem({ title: 'No code', code: '  ' }),
    { title: 'Text', category: 'notes', content_type: 'text', text_content: '<p>Merge <strong>often</strong>.</p>' },
    { title: 'Empty text', category: 'notes', content_type: 'text', text_content: '<p><br></p>' },
    {
      title: 'Mixed',
      category: 'notes',
      content_type: 'mixed',
      mixed_content: [
        { type: 'text', content: '<p>Then</p>' },
        { type: 'code', language: 'bash', content: 'git merge topic' },
      ],
    },
    { title: 'Empty mixed', category: 'notes', content_type: 'mixed', mixed_content: [] },
    { title: 'Unknown type', category: 'notes', content_type: 'video', code: 'x' },
  ],
  categories: ['branches', 'merging', 'branches'],
  tags: 'git, vcs',
  featured: false,
  is_active: true,
  color: '#F05032',
};

/** GIT_BASICS_FORM as stored, besides its items: the slug from the title, categories without repeats, tags split. */
export const GIT_BASICS_STORED = {
  title: 'Git Basics: Branches & Merges!',
  slug: 'git-basics-branches-merges',
  category: 'Git',
  categories: ['branches', 'merging'],
  tags: ['git', 'vcs'],
  color: '#F05032',
  is_active: true,
  featured: false,
};

/** The items GIT_BASICS_FORM is stored with: the valid ones, renumbered, with the defaults filled in. */
export const GIT_BASICS_ITEMS = [
  {
    title: 'Branch',
    description: 'Output',
    category: 'basics',
    order: 0,
    content_type: 'code',
    language: 'bash',
    code: 'git switch -c topic',
    text_content: null,
    mixed_content: [],
  },
  {
    title: 'Text',
    description: null,
    category: 'notes',
    order: 1,
    content_type: 'text',
    language: 'python',
    code: null,
    text_content: '<p>Merge <strong>often</strong>.</p>',
    mixed_content: [],
  },
  {
    title: 'Mixed',
    description: null,
    category: 'notes',
    order: 2,
    content_type: 'mixed',
    language: 'python',
    code: null,
    text_content: null,
    mixed_content: [
      { type: 'text', language: 'python', content: '<p>Then</p>' },
      { type: 'code', language: 'bash', content: 'git merge topic' },
    ],
  },
];
