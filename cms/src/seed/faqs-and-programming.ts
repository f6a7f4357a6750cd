import type { Core, UID } from '@strapi/strapi';
import { HINDI } from './hindi';
import { faqs, HINDI_FAQS } from './data/faqs';
import { HINDI_PROGRAMMING_TOPICS, programmingTopics } from './data/programming';
import type { SeedContentBlock } from './faqs-and-programming-types';

const FAQ = 'api::faq.faq';
const TOPIC = 'api::programming-topic.programming-topic';
const CODE_QUESTION = 'api::code-question.code-question';

/** Seed data is checked by its own types, so the document service's generic input types are relaxed here. */
type Documents = {
  findFirst(params: { filters: Record<string, unknown>; fields: string[]; locale?: string }): Promise<{ documentId: string } | null>;
  findOne(params: { documentId: string; locale: string; fields: string[] }): Promise<{ documentId: string } | null>;
  create(params: { data: object }): Promise<{ documentId: string }>;
  update(params: { documentId: string; locale: string; data: object }): Promise<unknown>;
};
const documents = (strapi: Core.Strapi, uid: string) => strapi.documents(uid as UID.ContentType) as unknown as Documents;

export interface FaqsAndProgrammingReport {
  faqs: number;
  programmingTopics: number;
  codeQuestions: number;
  hindiFaqs: number;
  hindiProgrammingTopics: number;
}

const numbered = <T extends object>(items: T[]) => items.map((item, index) => ({ ...item, order: index }));

/** A code block keeps its code as typed; a text block only its HTML (the CMS cleans it). */
const blockData = (block: SeedContentBlock, order: number) =>
  block.type === 'code'
    ? { type: 'code', language: block.language, label: block.label ?? null, code: block.code, order }
    : { type: 'text', text_content: block.text_content, order };

/**
 * The demo FAQs and programming topics with their code questions, in English and then the Hindi versions. Idempotent
 * like the rest of the seed: documents are found by slug (code questions by title within their topic), and only
 * missing ones (and missing Hindi versions) are written.
 */
export async function seedFaqsAndProgramming(strapi: Core.Strapi): Promise<FaqsAndProgrammingReport> {
  const report: FaqsAndProgrammingReport = { faqs: 0, programmingTopics: 0, codeQuestions: 0, hindiFaqs: 0, hindiProgrammingTopics: 0 };
  const find = (uid: string, filters: Record<string, unknown>) => documents(strapi, uid).findFirst({ filters, fields: ['documentId'] });

  for (const faq of faqs) {
    if (await find(FAQ, { slug: faq.slug })) continue;
    await documents(strapi, FAQ).create({ data: { ...faq, is_active: true, views: 0, questions: numbered(faq.questions) } });
    report.faqs++;
  }

  for (const topic of programmingTopics) {
    const { questions, ...fields } = topic;
    let topicDoc = await find(TOPIC, { slug: topic.slug });
    if (!topicDoc) {
      topicDoc = await documents(strapi, TOPIC).create({ data: { ...fields, is_active: true } });
      report.programmingTopics++;
    }
    for (const [order, question] of questions.entries()) {
      if (await find(CODE_QUESTION, { title: question.title, topic: { documentId: topicDoc.documentId } })) continue;
      await documents(strapi, CODE_QUESTION).create({
        data: {
          topic: topicDoc.documentId,
          title: question.title,
          description: question.description,
          difficulty: question.difficulty,
          order,
          is_active: true,
          content_blocks: question.blocks.map((block, index) => blockData(block, index)),
        },
      });
      report.codeQuestions++;
    }
  }

  /** Writes the Hindi version of the English document with this slug unless it has one; true when written. */
  const translate = async (uid: string, slug: string, data: object): Promise<boolean> => {
    const english = await find(uid, { slug });
    if (!english) throw new Error(`Hindi demo content: no English ${uid} with the slug ${slug}`);
    const docs = documents(strapi, uid);
    if (await docs.findOne({ documentId: english.documentId, locale: HINDI, fields: ['documentId'] })) return false;
    // The slug is the English one: addresses are shared (Strapi keeps a uid per language, so it is written here).
    await docs.update({ documentId: english.documentId, locale: HINDI, data: { ...data, slug } });
    return true;
  };
  for (const faq of HINDI_FAQS) {
    const english = faqs.find((candidate) => candidate.slug === faq.slug);
    if (english?.questions.length !== faq.questions.length)
      throw new Error(`Hindi FAQ ${faq.slug}: ${faq.questions.length} questions, its English version ${english?.questions.length ?? 0}`);
    if (await translate(FAQ, faq.slug, { ...faq, questions: numbered(faq.questions) })) report.hindiFaqs++;
  }
  for (const topic of HINDI_PROGRAMMING_TOPICS) {
    if (await translate(TOPIC, topic.slug, topic)) report.hindiProgrammingTopics++;
  }
  return report;
}
