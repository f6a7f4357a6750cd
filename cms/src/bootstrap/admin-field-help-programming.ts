import type { ModelHelp } from './admin-field-help';

/**
 * The panel's labels and help texts of the FAQ and programming content types and their components (the order of the
 * fields is their order in the edit view), merged into admin-field-help.ts's tables.
 */

const SHOWN_WHEN_ACTIVE = 'Off: hidden from the site (lists, pages and search) without deleting it.';
const TAGS = 'Words shown on the card (the first 3) and searched by the list page: a list, e.g. ["SSC", "Eligibility"].';
const RICH_TEXT_CODE =
  'Formatted text. A code block (the toolbar’s code button) is shown highlighted with a Copy button; pictures come from the media library.';

export const PROGRAMMING_CONTENT_TYPE_HELP: Record<string, ModelHelp> = {
  'api::faq.faq': {
    topic_title: { description: 'The FAQ’s title on its card and page (e.g. SSC CGL exam FAQs).' },
    slug: { description: 'The page address: /faqs/{slug}. Made from the title; change it only if you mean to move the page.' },
    description: { description: 'A few sentences under the title on the card and the page.', size: 12 },
    questions: { description: 'The questions and answers, numbered on the page in the order of their Order field.' },
    tags: { description: TAGS },
    logo_url: { label: 'Logo URL', description: 'Web address of a logo shown on the card and page (optional; /uploads/… for our own).' },
    featured: { description: 'On: listed under "Featured FAQs" and marked with a Featured badge.' },
    is_active: { label: 'Active', description: SHOWN_WHEN_ACTIVE },
    views: { description: 'How many times the page was opened on the site; counted by the site.' },
  },
  'api::programming-topic.programming-topic': {
    title: { description: 'The topic’s title on its card and page (e.g. Python).' },
    slug: {
      description: 'The page address: /programming-topics/{slug}. Made from the title; change it only if you mean to move the page.',
    },
    description: { description: 'A few sentences under the title on the card and the page.', size: 12 },
    category: { description: 'The category chip the topic list filters by (e.g. Python, DSA, Interview).' },
    difficulty: { description: 'The level shown on the topic’s card and page.' },
    code_questions: { description: 'The topic’s code questions. Deleting the topic deletes them too.' },
    tags: { description: TAGS },
    featured: { description: 'On: listed under "Featured Programming Topics" and marked with a Featured badge.' },
    is_active: { label: 'Active', description: `${SHOWN_WHEN_ACTIVE} Its questions are hidden with it.` },
  },
  'api::code-question.code-question': {
    title: { description: 'The question as a plain line (e.g. Reverse a string), numbered on its topic’s page.' },
    topic: { description: 'The programming topic whose page shows this question.' },
    description: { description: `What is asked. ${RICH_TEXT_CODE}`, size: 12 },
    difficulty: { description: 'Easy, Medium or Hard: the chip next to the title.' },
    order: { description: 'Questions are shown on the topic’s page from the smallest order up.' },
    content_blocks: {
      description: 'Code solutions and explanations, shown from the smallest order up; code blocks next to each other become tabs.',
    },
    is_active: { label: 'Active', description: SHOWN_WHEN_ACTIVE },
  },
};

export const PROGRAMMING_COMPONENT_HELP: Record<string, ModelHelp> = {
  'faq.question-answer': {
    question: { description: 'The question as plain text (it also names the entry in the Contents list).' },
    answer: { description: `The answer. ${RICH_TEXT_CODE}`, size: 12 },
    order: { description: 'Questions are numbered and shown from the smallest order up.' },
  },
  'code-question.content-block': {
    type: { description: 'Code: the code below, shown highlighted with a Copy button. Text: the formatted explanation.' },
    label: { description: 'Optional, shown after the language (e.g. Solution 1, Optimized).' },
    language: {
      description: 'The code’s language in lower case (python, java, javascript, cpp, sql…): its label and its highlighting.',
    },
    order: { description: 'Blocks are shown from the smallest order up.' },
    code: { description: 'The code of a Code block, shown exactly as typed.' },
    text_content: { label: 'Text content', description: `The explanation of a Text block. ${RICH_TEXT_CODE}`, size: 12 },
  },
};
