/*
 * Content for the fake API (fake-api.ts): small, typed by the contract's own types, shaped like the demo content
 * the browser tests see (topics, a topic's subtopics by category, exams, a subtopic's questions).
 *
 *   setupScreenTests(...catalogueHandlers())                 // every catalogue and question call, answered from here
 *   api.use(answer('listQuestionsOfSubtopic', ({ url }) => listPage(questions(25), url)))   // 25 questions, paged
 *
 * Add what a new screen needs here, next to its call's handler, so every test file shares one set.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { Exam, Subtopic, Topic } from '@exam-prep/contract/public/catalogue';
import type { QuestionRecord } from '@exam-prep/contract/public/questions';
import { answer, listPage } from './fake-api';

export const topic = (topic_name: string, extra: Partial<Topic> = {}): Topic => ({
  _id: `topic-${topic_name}`,
  topic_name,
  locale: 'en',
  ...extra,
});

export const TOPICS: Topic[] = [
  'bulk-practice',
  'computer-science',
  'english-language',
  'general-aptitude',
  'general-awareness',
  'logical-reasoning',
].map((name) => topic(name));

export const subtopic = (subtopic_name: string, topicName: string, category: string | null, extra: Partial<Subtopic> = {}): Subtopic => ({
  _id: `subtopic-${subtopic_name}`,
  subtopic_name,
  category,
  topic_id: topic(topicName),
  locale: 'en',
  ...extra,
});

/** A topic's subtopics (12 in all), by the topic's stored name: general aptitude's 4 in Arithmetic and 1 in Data Analysis. */
export const SUBTOPICS: Record<string, Subtopic[]> = {
  'general-aptitude': [
    subtopic('percentages', 'general-aptitude', 'Arithmetic'),
    subtopic('profit-and-loss', 'general-aptitude', 'Arithmetic'),
    subtopic('simple-and-compound-interest', 'general-aptitude', 'Arithmetic'),
    subtopic('time-and-work', 'general-aptitude', 'Arithmetic'),
    subtopic('data-interpretation', 'general-aptitude', 'Data Analysis'),
  ],
  'logical-reasoning': [
    subtopic('blood-relations', 'logical-reasoning', 'Verbal Reasoning'),
    subtopic('coding-decoding', 'logical-reasoning', 'Verbal Reasoning'),
    subtopic('direction-sense', 'logical-reasoning', 'Verbal Reasoning'),
    subtopic('number-series', 'logical-reasoning', 'Series'),
  ],
  'english-language': [
    subtopic('reading-comprehension', 'english-language', null),
    subtopic('synonyms', 'english-language', 'Vocabulary'),
    subtopic('antonyms', 'english-language', 'Vocabulary'),
  ],
};

export const exam = (exam_name: string, exam_level: Exam['exam_level'] = 'Graduate'): Exam => ({
  _id: `exam-${exam_name}`,
  exam_name,
  exam_level,
  locale: 'en',
});

export const EXAMS: Exam[] = [exam('GATE CS', 'Post Graduate'), exam('IBPS PO'), exam('SSC CGL')];

/**
 * A multiple-choice question: 'Question {n}?' with options '{n}0'…'{n}3', the second right, and an explanation.
 * `exams` are the exam ids it is typical of.
 */
export function question(
  n: number,
  {
    subtopic: name = 'percentages',
    exams = [] as string[],
    ...extra
  }: Partial<QuestionRecord['question']> & { subtopic?: string; exams?: string[] } = {},
): QuestionRecord {
  const id = `q-${name}-${n}`;
  return {
    question: {
      _id: id,
      question: `<p>Question ${n}?</p>`,
      question_type: 'text',
      question_image_url: null,
      answer: `${n}1`,
      explanation: `<p>Because ${n}1 is right.</p>`,
      subtopic_id: `subtopic-${name}`,
      exam_ids: exams,
      locale: 'en',
      ...extra,
    },
    options: [0, 1, 2, 3].map((k) => ({ _id: `${id}-o${k}`, option_type: 'text', option_text: `${n}${k}`, path_url: null })),
  };
}

/** `count` questions of a subtopic, numbered from 1. */
export const questions = (count: number, subtopicName = 'percentages', exams: string[] = []): QuestionRecord[] =>
  Array.from({ length: count }, (_, index) => question(index + 1, { subtopic: subtopicName, exams }));

/** The questions each subtopic holds: percentages 8 (2 of them SSC CGL's), time and work 10, bulk set 1 25. */
export const QUESTIONS: Record<string, QuestionRecord[]> = {
  percentages: [...questions(6, 'percentages'), question(7, { exams: ['exam-SSC CGL'] }), question(8, { exams: ['exam-SSC CGL'] })],
  'time-and-work': questions(10, 'time-and-work'),
  'bulk-set-1': questions(25, 'bulk-set-1'),
};

/** The catalogue and practice questions (and the AI explanations, off), answered from the sets above (unknown names: empty lists, as the API). */
export function catalogueHandlers(): HttpHandler[] {
  const examName = (id: string) => EXAMS.find((candidate) => candidate._id === id)?.exam_name;
  return [
    answer('aiStatus', { enabled: false }),
    answer('listTopics', TOPICS),
    answer('listExams', EXAMS),
    answer('listSubtopicsOfTopic', ({ params }) => SUBTOPICS[params.topicName!] ?? []),
    answer('listSubtopics', Object.values(SUBTOPICS).flat()),
    answer('getQuestion', ({ params }) => {
      const found = Object.values(QUESTIONS)
        .flat()
        .find((record) => record.question._id === params.id);
      return found ?? HttpResponse.json({ message: 'Question not found' }, { status: 404 });
    }),
    answer('listQuestionsOfSubtopic', ({ params, url }) => listPage(QUESTIONS[params.subtopicName!] ?? [], url)),
    answer('listQuestionsOfExamAndSubtopic', ({ params, url }) =>
      listPage(
        (QUESTIONS[params.subtopicName!] ?? []).filter((record) => record.question.exam_ids.some((id) => examName(id) === params.examName)),
        url,
      ),
    ),
  ];
}
