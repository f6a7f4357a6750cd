/**
 * What editors read next to each field in Strapi's admin panel: a label (when readableLabel() of the field name
 * is not good enough) and a help text saying what the site does with the field. The order of the fields here
 * is their order in the edit view. Every attribute of every content type and component of the project is
 * listed (cms/test/strapi-panel-layouts.test.ts checks it).
 */

import { PROGRAMMING_COMPONENT_HELP, PROGRAMMING_CONTENT_TYPE_HELP } from './admin-field-help-programming';

export interface FieldHelp {
  /** Default: readableLabel(field). */
  label?: string;
  description: string;
  /** false: shown but not editable (kept by the CMS). */
  editable?: false;
  /** Width in the edit view's 12-column grid, when the default for its type is not right. */
  size?: number;
}

export type ModelHelp = Record<string, FieldHelp>;

const SHOWN_WHEN_ACTIVE = 'Off: hidden from the site (lists, pages and search) without deleting it.';
const VIEW_COUNT = 'How many times the page was opened on the site; counted by the site, shown on its page.';

export const CONTENT_TYPE_HELP: Record<string, ModelHelp> = {
  'api::exam.exam': {
    exam_name: {
      description: 'The exam as students know it (e.g. SSC CGL). Shown in the exam choice of the practice pages and in question URLs.',
    },
    exam_level: { description: 'The level of education the exam is for; the admin screens filter exams by it.' },
    questions: { description: 'Questions tagged with this exam: they are listed when a student picks this exam on a practice page.' },
  },
  'api::topic.topic': {
    topic_name: {
      description: 'Lowercase words joined by hyphens (general-aptitude). Used in page addresses and shown title-cased (General Aptitude).',
    },
    display_name: {
      label: 'Display name',
      description:
        'The name shown in this language (e.g. सामान्य योग्यता in Hindi). Empty in English: the name above is shown title-cased. The address name is shared by every language.',
    },
    subtopics: { description: 'The subtopics listed on this topic’s practice page.' },
  },
  'api::subtopic.subtopic': {
    subtopic_name: {
      description: 'Lowercase words joined by hyphens (number-series). Used in page addresses and shown title-cased on the practice pages.',
    },
    display_name: {
      label: 'Display name',
      description:
        'The name shown in this language (e.g. संख्या श्रृंखला in Hindi). Empty in English: the name above is shown title-cased. The address name is shared by every language.',
    },
    category: { description: 'Subtopics of a topic are grouped under their category on its practice page (no category: "General").' },
    topic: { description: 'The topic whose practice page lists this subtopic.' },
    questions: { description: 'The questions practised and tested under this subtopic.' },
  },
  'api::question.question': {
    question_title: {
      label: 'Title',
      description:
        'Kept from the question text (its first words, without formatting) to name the question in lists and searches. Set on save; not editable.',
      editable: false,
      size: 12,
    },
    question: {
      description: 'The question as students read it on the practice and mock-test pages; formatting, tables and formulas are kept.',
    },
    question_type: {
      description: 'Image: the picture below is shown with the question (charts, diagrams). Text: the question is text only.',
    },
    question_image: { description: 'The chart or diagram shown with an image question.' },
    options: { description: 'The choices students pick from, labelled A, B, C… in this order. One of them must match the answer.' },
    answer: { description: 'The exact text of the correct option (or its letter for a picture option)', size: 12 },
    explanation: { description: 'The worked solution students open under the question with the Explanation button.', size: 12 },
    subtopic: { description: 'The subtopic whose practice page and mock test include this question.' },
    exams: { description: 'Exams this question appeared in or suits; a student who picks one of them on a practice page sees it.' },
    held_for_tests: {
      label: 'Held for tests',
      description:
        'Kept for mock tests: hidden from practice pages, question pages, search and the sitemap. Set when the question is put into a fixed section of an active paper; untick to release it (saving the paper again keeps it released).',
    },
    ai_explanation: {
      label: 'Owl AI explanation',
      description:
        'The Owl AI explanation last generated for students, kept to answer the next ones. Cleared on every edit of the question.',
      editable: false,
    },
    ai_explanation_model: {
      label: 'Owl AI model',
      description: 'The AI model that wrote the stored Owl AI explanation.',
      editable: false,
    },
    ai_explanation_at: {
      label: 'Owl AI explained at',
      description: 'When the stored Owl AI explanation was generated.',
      editable: false,
    },
  },
  'api::exam-pattern.exam-pattern': {
    exam_name: { description: 'The exam’s name: the title of its card and of its exam-pattern page.' },
    slug: { description: 'The page address: /exam-patterns/{slug}. Made from the exam name; change it only if you mean to move the page.' },
    exam_level: { description: 'The level badge on the card and page; the exam-pattern list can be filtered by it.' },
    exam_mode: { description: 'Online, offline or both, shown in the Exam Details panel.' },
    description: { description: 'A few sentences under the title on the card and the page.', size: 12 },
    total_questions: { description: 'The "Questions" tile on the page.' },
    total_marks: { description: 'The "Marks" tile on the page.' },
    duration: { label: 'Duration (minutes)', description: 'The "Minutes" tile on the page: the exam’s length in minutes.' },
    exam_frequency: { description: 'How often the exam is held, shown in the Exam Details panel.' },
    application_fee: { label: 'Application fee (₹)', description: 'The fee in rupees, shown in the Exam Details panel.' },
    exam_official_website: { description: 'The exam body’s website (starting with https://), linked from the Exam Details panel.' },
    language_options: {
      description: 'The languages the exam can be taken in, shown in the Exam Details panel: a list, e.g. ["English", "Hindi"].',
    },
    sections: { description: 'The exam’s sections, listed under "Exam Sections" on the page (none: "No sections available").' },
    marking_scheme: { description: 'Marks per right answer and the negative marking, shown in the Marking Scheme panel.' },
    eligibility_criteria: { description: 'Age limits, qualification, nationality and experience, shown under Eligibility Criteria.' },
    important_dates: { description: 'Notable dates of the exam cycle (event and date), kept with the pattern.' },
    preparation_strategy: { description: 'Study time, important topics, tips, books and resources, shown under Preparation Strategy.' },
    cutoff_marks: { description: 'Category-wise cut-off marks of past exams, kept with the pattern.' },
    difficulty_level: { description: 'Shown on the difficulty card of the page.' },
    competition_level: { description: 'Shown on the competition card of the page.' },
    success_rate: { description: 'Share of candidates who qualify, as text (e.g. 10-15%), shown as "Success rate" on the page.' },
    average_score: { description: 'Shown on the average-score card of the page, as text (e.g. 60-70).' },
    tags: { description: 'Words shown under "Related Tags" on the page: a list, e.g. ["SSC", "Graduate"].' },
    featured: { description: 'On: listed under "Featured Exams" and marked with a Featured badge.' },
    is_active: { label: 'Active', description: SHOWN_WHEN_ACTIVE },
    views: { description: VIEW_COUNT },
    exam_logo: { label: 'Exam logo URL', description: 'Web address of the exam’s logo picture (optional).' },
    exam_color: { label: 'Exam colour', description: 'The accent colour of the card and page, as #RRGGBB.' },
  },
  'api::cheatsheet.cheatsheet': {
    title: { description: 'The cheatsheet’s title on its card and page (the list’s search looks at it).' },
    slug: { description: 'The page address: /cheatsheets/{slug}. Made from the title; change it only if you mean to move the page.' },
    description: { description: 'A few sentences under the title on the card and the page.', size: 12 },
    category: { description: 'The category chip the cheatsheet list filters by.' },
    color: { label: 'Colour', description: 'The card’s accent colour, as #RRGGBB (none: gold).' },
    items: { description: 'The sheet’s entries, numbered on the page in the order of their Order field.' },
    tags: { description: 'Words shown on the card (the first 3 in the grid view): a list, e.g. ["loops", "strings"].' },
    categories: { description: 'More category names for the sheet: a list, e.g. ["Python", "Basics"].' },
    featured: { description: 'On: listed under "Featured Cheatsheets" and marked with a Featured badge.' },
    is_active: { label: 'Active', description: SHOWN_WHEN_ACTIVE },
    views: { description: VIEW_COUNT },
  },
  'api::mock-test.mock-test': {
    title: { description: 'The paper’s name on the mock-test list and at the top of the exam screen.' },
    slug: { description: 'The page address: /mock-tests/{slug}. Made from the title; change it only if you mean to move the page.' },
    kind: { description: 'Previous year: a paper as set in an exam (give its year and shift). Practice: a paper of our own.' },
    exam: { description: 'The exam the paper belongs to: the mock-test list groups papers by it.' },
    exam_pattern: {
      description: 'The exam pattern the paper follows (optional). Without a marking scheme below, the paper is marked by its scheme.',
    },
    year: { description: 'The year a previous-year paper was set, shown on its card.' },
    shift: { description: 'The sitting of a previous-year paper (e.g. Shift 2, 14 July), shown with its year.' },
    instructions: { description: 'What students read before they press Start: the paper’s rules, timing and marking.', size: 12 },
    is_active: { label: 'Active', description: SHOWN_WHEN_ACTIVE },
    marking_scheme: {
      description: 'Marks for a right and a wrong answer. Empty: the linked exam pattern’s scheme, else 1 mark and no negative marking.',
    },
    duration: {
      label: 'Duration (minutes)',
      description: 'Minutes for the whole paper; needed when the sections have no time of their own (else their sum is used).',
    },
    sections: {
      description:
        'The paper’s sections, sat in this order, each with fixed questions or a blueprint. Give every section a duration, or none.',
    },
  },
  'api::question-report.question-report': {
    question: { description: 'The question the student reported. Open it to correct the question itself.' },
    reason: { description: 'What the student says is wrong, chosen from the report dialog’s list.' },
    note: { description: 'The student’s own words (optional, at most 500 characters). Plain text, shown as written.', size: 12 },
    report_status: {
      label: 'Status',
      description: 'Open until an editor acts. Fixed: the question was corrected. Rejected: nothing was wrong. The student sees it.',
    },
    resolved_note: { label: 'Editor’s note', description: 'Why it was fixed or rejected (optional, at most 500 characters).', size: 12 },
    resolved_at: { label: 'Resolved at', description: 'When an editor marked it fixed or rejected.' },
    reporter_hash: {
      label: 'Reporter (hashed)',
      description:
        'A one-way hash of the reporting browser’s random token: lets the browser see its reports. Not the token, not an address.',
      editable: false,
    },
    student: { description: 'The student’s account, when they were signed in. Empty once the account is deleted.', editable: false },
  },
  ...PROGRAMMING_CONTENT_TYPE_HELP,
};

const LANGUAGE = 'The language of the code, shown as the label above it (physics and formula too, for notation).';

export const COMPONENT_HELP: Record<string, ModelHelp> = {
  'question.option': {
    option_type: { description: 'Text: the option is formatted text. Image: the picture below, with the text as an optional caption.' },
    option_text: { description: 'What the option says. The answer field must repeat the correct option’s text exactly.' },
    image: { description: 'The picture of an image option.' },
    option_key: {
      description: 'The option’s lasting id on the site, filled in when the question is saved. Leave it as it is.',
    },
  },
  'exam-pattern.section': {
    section_name: { description: 'The section’s name on the exam-pattern page.' },
    section_code: { description: 'A short code for the section (e.g. QA), shown with its name.' },
    questions: { description: 'How many questions the section has.' },
    marks_per_question: { description: 'Marks for each right answer in this section.' },
    total_marks: { description: 'The section’s total marks, shown with it.' },
    duration: { label: 'Duration (minutes)', description: 'Time for the section in minutes, shown when above 0.' },
    topics: { description: 'Topics the section covers, with their weightage and difficulty.' },
    question_types: { description: 'Kinds of questions in the section, shown as "Question types": a list, e.g. ["MCQ"].' },
  },
  'exam-pattern.section-topic': {
    topic_name: { description: 'A topic the section covers, as shown on the page.' },
    weightage: { label: 'Weightage (%)', description: 'The topic’s share of the section, in per cent.' },
    difficulty_level: { description: 'How hard the topic usually is, shown next to it.' },
  },
  'exam-pattern.marking-scheme': {
    correct_answer: { label: 'Marks per correct answer', description: 'Marks for a right answer, shown in the Marking Scheme panel.' },
    wrong_answer: { label: 'Marks per wrong answer', description: 'Marks for a wrong answer (0 or negative), kept with the scheme.' },
    negative_marking: { description: 'On: the Marking Scheme panel shows the negative marking below; off: "No negative marking".' },
    negative_marking_value: { description: 'Marks taken off for each wrong answer, shown when negative marking is on.' },
  },
  'exam-pattern.eligibility': {
    age_limit: { description: 'Youngest and oldest age allowed, shown under Eligibility Criteria.' },
    education_qualification: { description: 'The qualification candidates need, shown under Eligibility Criteria.' },
    nationality: { description: 'Who may apply by nationality, shown under Eligibility Criteria.' },
    experience_required: { description: 'Work experience needed, if any, shown under Eligibility Criteria.' },
  },
  'exam-pattern.age-limit': {
    min: { label: 'Minimum age', description: 'The youngest age allowed, in years.' },
    max: { label: 'Maximum age', description: 'The oldest age allowed, in years (before any relaxation).' },
  },
  'exam-pattern.cutoff-marks': {
    general: { description: 'Cut-off for the General category, as text (e.g. 130-140).' },
    obc: { description: 'Cut-off for the OBC category, as text.' },
    sc: { description: 'Cut-off for the SC category, as text.' },
    st: { description: 'Cut-off for the ST category, as text.' },
  },
  'exam-pattern.important-date': {
    event: { description: 'What happens (e.g. Application opens).' },
    date: { description: 'When, as text (e.g. March 2025 or 15-03-2025).' },
  },
  'exam-pattern.preparation-strategy': {
    recommended_study_time: { description: 'How long to prepare, as text (e.g. 4-6 months), shown under Preparation Strategy.' },
    important_topics: { description: 'Topics to focus on, shown as a list: e.g. ["Algebra", "Reading comprehension"].' },
    practice_tips: { description: 'Advice shown as a list under Preparation Strategy: e.g. ["Take a mock test every week"].' },
    reference_books: { description: 'Books shown as a list under Preparation Strategy.' },
    online_resources: { description: 'Websites or courses shown as a list under Preparation Strategy.' },
  },
  'cheatsheet.item': {
    title: { description: 'The entry’s title on the cheatsheet page (and in its Contents list).' },
    description: { description: 'A line under the entry’s title (optional).' },
    category: { description: 'Entries are filtered by category on the page when the sheet has more than one.' },
    order: { description: 'Entries are numbered and shown from the smallest order up (equal orders keep this list’s order).' },
    content_type: { description: 'Which content is shown: Code (the code below), Text (the rich text) or Mixed (the blocks).' },
    language: { description: LANGUAGE },
    code: { description: 'The code of a Code entry, shown as typed with a Copy button.' },
    text_content: { description: 'The formatted text of a Text entry.', size: 12 },
    mixed_content: { description: 'The parts of a Mixed entry, shown one after the other: code blocks and text blocks.' },
  },
  'mock-test.marking-scheme': {
    correct_answer: { label: 'Marks per correct answer', description: 'Marks added for each right answer.' },
    wrong_answer: {
      label: 'Marks per wrong answer',
      description: 'Marks for each wrong answer: 0, or negative for negative marking (e.g. -0.25). Unanswered questions score 0.',
    },
  },
  'mock-test.section': {
    section_name: { description: 'The section’s name on its tab of the exam screen and in the result.' },
    duration: {
      label: 'Duration (minutes)',
      description:
        'Sectional timing: the section locks when its minutes end (as in IBPS). Leave empty in every section for one overall time.',
    },
    questions: { description: 'A fixed paper: these questions, in this order (curated or previous-year). Leave empty with a blueprint.' },
    blueprint: { description: 'Questions drawn at random from subtopics when an attempt starts. Leave empty with fixed questions.' },
  },
  'mock-test.blueprint-line': {
    subtopic: { description: 'The subtopic whose questions are drawn.' },
    count: { description: 'How many questions are drawn from it at each attempt.' },
  },
  'cheatsheet.block': {
    type: { description: 'Code: shown as typed with a Copy button. Text: the content is formatted text (HTML).' },
    language: { description: LANGUAGE },
    content: { description: 'The block’s code, or its text as HTML.' },
  },
  ...PROGRAMMING_COMPONENT_HELP,
};
