import type { SeedMockTest, SeedQuestionRef, SeedTopic } from '#src/seed/types.js';
import { generalAptitude } from './general-aptitude';
import { logicalReasoning } from './logical-reasoning';
import { englishLanguage } from './english-language';
import { generalAwareness } from './general-awareness';

/**
 * Demo mock tests made of the demo questions: two fixed papers whose questions are picked by exam from
 * the practice topics (and the original fill-in-the-blanks and general-science questions written for them), and a
 * practice paper drawn from subtopics at each attempt. Questions are named by position in their subtopic's list, so
 * editing a question's text here keeps it in its paper.
 */
function pick(topic: SeedTopic, subtopicName: string, ...positions: number[]): SeedQuestionRef[] {
  const subtopic = topic.subtopics.find((candidate) => candidate.subtopic_name === subtopicName);
  if (!subtopic) throw new Error(`Demo mock tests: no subtopic ${subtopicName} in ${topic.topic_name}`);
  return positions.map((position) => {
    const question = subtopic.questions[position];
    if (!question) throw new Error(`Demo mock tests: ${subtopicName} has no question ${position}`);
    return { subtopic_name: subtopicName, question: question.question };
  });
}

export const mockTests: SeedMockTest[] = [
  {
    title: 'SSC CGL Tier 1 2024, Shift 1 (modelled paper)',
    slug: 'ssc-cgl-tier-1-2024-shift-1',
    kind: 'previous_year',
    exam_name: 'SSC CGL',
    exam_pattern_slug: 'ssc-cgl-tier-1',
    year: 2024,
    shift: 'Shift 1',
    instructions:
      '<p>This paper is <strong>modelled on the SSC CGL Tier 1 2024 paper (Shift 1)</strong>: the same four sections in the same order, the same marking and the pace of the real exam. Its questions are original practice questions written for this site; it is not the official question paper.</p>' +
      '<ul><li>24 questions in 4 sections of 6, and <strong>20 minutes</strong> for the whole paper. Move between sections freely.</li>' +
      '<li>Each right answer scores <strong>+2</strong>; each wrong answer costs <strong>0.5</strong> marks. A question left unanswered scores 0.</li>' +
      '<li>The paper is submitted by itself when the time is up.</li></ul>',
    marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
    duration: 20,
    sections: [
      {
        section_name: 'General Intelligence & Reasoning',
        questions: [
          ...pick(logicalReasoning, 'number-series', 0, 2),
          ...pick(logicalReasoning, 'coding-decoding', 1),
          ...pick(logicalReasoning, 'blood-relations', 0, 5),
          ...pick(logicalReasoning, 'direction-sense', 0),
        ],
      },
      {
        section_name: 'General Awareness',
        questions: [
          ...pick(generalAwareness, 'indian-polity', 0, 2),
          ...pick(generalAwareness, 'indian-geography', 0),
          ...pick(generalAwareness, 'general-science', 0, 1, 4),
        ],
      },
      {
        section_name: 'Quantitative Aptitude',
        questions: [
          ...pick(generalAptitude, 'percentages', 0, 4),
          ...pick(generalAptitude, 'profit-and-loss', 1, 4),
          ...pick(generalAptitude, 'simple-and-compound-interest', 5),
          ...pick(generalAptitude, 'data-interpretation', 4),
        ],
      },
      {
        section_name: 'English Comprehension',
        questions: [
          ...pick(englishLanguage, 'synonyms-and-antonyms', 0, 3),
          ...pick(englishLanguage, 'error-spotting', 0, 3),
          ...pick(englishLanguage, 'fill-in-the-blanks', 0, 3),
        ],
      },
    ],
  },
  {
    title: 'IBPS PO Prelims Mock Test 1',
    slug: 'ibps-po-prelims-mock-test-1',
    kind: 'practice',
    exam_name: 'IBPS PO',
    exam_pattern_slug: 'ibps-po-prelims',
    instructions:
      '<p>A practice paper in the shape of the <strong>IBPS PO Preliminary exam</strong>, with <strong>sectional timing</strong> as in the real exam.</p>' +
      '<ul><li>3 sections of 8 questions, <strong>20 minutes each</strong>, taken in order. A section locks when its time ends, and the next one starts.</li>' +
      '<li>Each right answer scores <strong>+1</strong>; each wrong answer costs <strong>0.25</strong> marks. A question left unanswered scores 0.</li></ul>',
    marking_scheme: { correct_answer: 1, wrong_answer: -0.25 },
    sections: [
      {
        section_name: 'English Language',
        duration: 20,
        questions: [
          ...pick(englishLanguage, 'synonyms-and-antonyms', 2, 5),
          ...pick(englishLanguage, 'error-spotting', 2, 5),
          ...pick(englishLanguage, 'fill-in-the-blanks', 2, 6, 7, 8),
        ],
      },
      {
        section_name: 'Quantitative Aptitude',
        duration: 20,
        questions: [
          ...pick(generalAptitude, 'percentages', 2, 9),
          ...pick(generalAptitude, 'profit-and-loss', 3),
          ...pick(generalAptitude, 'time-and-work', 3, 7),
          ...pick(generalAptitude, 'simple-and-compound-interest', 2, 6),
          ...pick(generalAptitude, 'data-interpretation', 1),
        ],
      },
      {
        section_name: 'Reasoning Ability',
        duration: 20,
        questions: [
          ...pick(logicalReasoning, 'number-series', 3, 5, 6),
          ...pick(logicalReasoning, 'coding-decoding', 3),
          ...pick(logicalReasoning, 'blood-relations', 3, 4),
          ...pick(logicalReasoning, 'direction-sense', 7, 8),
        ],
      },
    ],
  },
  {
    title: 'RRB NTPC CBT 1 Practice Set (new questions every attempt)',
    slug: 'rrb-ntpc-cbt-1-practice-set',
    kind: 'practice',
    exam_name: 'RRB NTPC',
    exam_pattern_slug: 'rrb-ntpc-cbt-1',
    instructions:
      '<p>A practice set in the sections of the <strong>RRB NTPC CBT 1</strong>. Its questions are <strong>drawn at random</strong> from the practice topics each time you start, so every attempt is a new paper.</p>' +
      '<ul><li>26 questions in 3 sections and <strong>30 minutes</strong> for the whole paper.</li>' +
      '<li>Marked as the exam is: <strong>+1</strong> for a right answer, <strong>one third of a mark</strong> off for a wrong one.</li></ul>',
    duration: 30,
    sections: [
      {
        section_name: 'General Awareness',
        blueprint: [
          { subtopic_name: 'indian-polity', count: 3 },
          { subtopic_name: 'indian-geography', count: 3 },
          { subtopic_name: 'general-science', count: 4 },
        ],
      },
      {
        section_name: 'Mathematics',
        blueprint: [
          { subtopic_name: 'percentages', count: 2 },
          { subtopic_name: 'profit-and-loss', count: 2 },
          { subtopic_name: 'time-and-work', count: 2 },
          { subtopic_name: 'simple-and-compound-interest', count: 2 },
        ],
      },
      {
        section_name: 'General Intelligence & Reasoning',
        blueprint: [
          { subtopic_name: 'number-series', count: 2 },
          { subtopic_name: 'coding-decoding', count: 2 },
          { subtopic_name: 'blood-relations', count: 2 },
          { subtopic_name: 'direction-sense', count: 2 },
        ],
      },
    ],
  },
];
