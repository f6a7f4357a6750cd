import type { Strapi } from './stack.js';
import type { Fixtures } from './fixtures.js';
import { releaseHeldQuestions } from './release-held.js';

/**
 * Hindi versions (locale hi) of some of the fixture content, stored as Strapi stores a translation: the
 * document service's update of an English document in another locale. What is left untranslated is the point of
 * half the tests: it must come in English, marked en.
 */

/** The Hindi texts the suites expect, by what they translate. */
export const HINDI = {
  aptitude: 'सामान्य अभियोग्यता',
  percentages: 'प्रतिशत',
  arithmetic: 'अंकगणित',
  twentyPercent: {
    question: '<p>150 का 20% कितना है?</p>',
    options: ['पच्चीस', 'तीस', 'पैंतीस', 'चालीस'],
    explanation: '<p>150 × 0.2 = <strong>30</strong>, यानी तीस।</p>',
    title: '150 का 20% कितना है?',
  },
  priceRise: {
    question: '<p>किसी वस्तु का मूल्य ₹200 से बढ़कर ₹250 हो जाता है। वृद्धि कितने प्रतिशत है?</p>',
    title: 'किसी वस्तु का मूल्य ₹200 से बढ़कर ₹250 हो जाता है। वृद्धि कितने प्रतिशत है?',
  },
  pattern: { exam_name: 'एसएससी सीजीएल टियर 1', description: 'हिंदी में परीक्षा का विवरण।', section: 'मात्रात्मक अभियोग्यता' },
  sheet: { title: 'पायथन की ज़रूरी बातें', item: 'छपाई' },
  paper: { title: 'एसएससी हिंदी प्रश्नपत्र', instructions: '<p>हर सही उत्तर के 2 अंक।</p>', section: 'मात्रात्मक' },
};

const translate = (strapi: Strapi, uid: string, documentId: string, data: Record<string, unknown>) =>
  strapi.documents(uid).update({ documentId, locale: 'hi', data });

/** Options of an English question with the Hindi texts, keeping each option's key, type and picture. */
async function hindiOptions(strapi: Strapi, documentId: string, texts: string[]) {
  const english = await strapi.documents('api::question.question').findOne({ documentId, populate: { options: true } });
  return english.options.map((option: { option_key: string; option_type: string }, index: number) => ({
    option_key: option.option_key,
    option_type: option.option_type,
    option_text: texts[index] ?? '',
  }));
}

/** A paper of two fixed percentage questions, for the mock-test reads. */
export async function createPaperWithTranslation(strapi: Strapi, fx: Fixtures) {
  const [first, second] = fx.questions.percentQuestions.map((question) => question.documentId);
  const paper = await strapi.documents('api::mock-test.mock-test').create({
    data: {
      title: 'SSC Locale Paper',
      slug: 'ssc-locale-paper',
      kind: 'practice',
      is_active: true,
      duration: 30,
      instructions: '<p>Two marks a right answer.</p>',
      marking_scheme: { correct_answer: 2, wrong_answer: 0 },
      sections: [{ section_name: 'Quant', questions: [first, second] }],
    },
  });
  await translate(strapi, 'api::mock-test.mock-test', paper.documentId, {
    title: HINDI.paper.title,
    slug: 'ssc-locale-paper',
    instructions: HINDI.paper.instructions,
    sections: [{ section_name: HINDI.paper.section }],
  });
  // The locale tests read these questions publicly too (by id, on their pages, in search).
  await releaseHeldQuestions(strapi, [first!, second!]);
  return paper as { documentId: string };
}

export async function createHindiFixtures(strapi: Strapi, fx: Fixtures) {
  await translate(strapi, 'api::topic.topic', fx.topics.aptitude.documentId, { display_name: HINDI.aptitude });
  // A Hindi version without a display name: no translation (the English name is shown, marked en).
  await translate(strapi, 'api::topic.topic', fx.topics.reasoning.documentId, { display_name: '' });
  await translate(strapi, 'api::subtopic.subtopic', fx.subtopics.percentages.documentId, {
    display_name: HINDI.percentages,
    category: HINDI.arithmetic,
  });

  const [twenty, , priceRise] = fx.questions.percentQuestions;
  await translate(strapi, 'api::question.question', twenty.documentId, {
    question: HINDI.twentyPercent.question,
    explanation: HINDI.twentyPercent.explanation,
    options: await hindiOptions(strapi, twenty.documentId, HINDI.twentyPercent.options),
  });
  // Options as numbers, the same in Hindi; no explanation of its own (the English one stays).
  await translate(strapi, 'api::question.question', priceRise.documentId, {
    question: HINDI.priceRise.question,
    options: await hindiOptions(strapi, priceRise.documentId, ['20%', '25%', '50%', '30%']),
  });

  await translate(strapi, 'api::exam-pattern.exam-pattern', fx.patterns.sscPattern.documentId, {
    exam_name: HINDI.pattern.exam_name,
    slug: 'ssc-cgl-tier-1',
    description: HINDI.pattern.description,
    sections: [
      {
        section_name: HINDI.pattern.section,
        section_code: 'QA',
        questions: 25,
        marks_per_question: 2,
        topics: [{ topic_name: HINDI.percentages, weightage: 20, difficulty_level: 'Medium' }],
        question_types: ['MCQ'],
      },
    ],
    tags: ['एसएससी', 'स्नातक'],
  });
  await translate(strapi, 'api::cheatsheet.cheatsheet', fx.cheatsheets.python.documentId, {
    title: HINDI.sheet.title,
    slug: 'python-essentials',
    items: [{ title: HINDI.sheet.item, category: 'मूल बातें', order: 0, content_type: 'code', language: 'python', code: "print('hi')" }],
  });
}
