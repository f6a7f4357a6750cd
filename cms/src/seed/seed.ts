import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Core, UID } from '@strapi/strapi';
import type { SeedCheatsheet, SeedExamPattern, SeedMockTest, SeedQuestion, SeedTopic } from './types';
import { exams } from './data/exams';
import { generalAptitude } from './data/general-aptitude';
import { logicalReasoning } from './data/logical-reasoning';
import { computerScience } from './data/computer-science';
import { englishLanguage } from './data/english-language';
import { generalAwareness } from './data/general-awareness';
import { examPatterns } from './data/exam-patterns';
import { cheatsheets } from './data/cheatsheets';
import { mockTests } from './data/mock-tests';
import { drawSeedImage } from './images';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import { seedHindiContent } from './hindi';
import { seedFaqsAndProgramming } from './faqs-and-programming';
import * as hindiData from './data/hindi';

export const demoTopics: SeedTopic[] = [generalAptitude, logicalReasoning, computerScience, englishLanguage, generalAwareness];

export interface SeedReport {
  created: Record<string, number>;
}

/** True when the database holds no content yet (first start): then the demo content is loaded. */
export async function isContentEmpty(strapi: Core.Strapi) {
  return (await strapi.db.query('api::topic.topic').count()) === 0;
}

/**
 * Loads the demo content, English and then Hindi (./hindi.ts). Idempotent: every record is looked up by its natural
 * key (name, slug, or question text within its subtopic) and only missing ones (and missing Hindi versions) are
 * created, so running it twice changes nothing.
 */
export async function seedDemoContent(strapi: Core.Strapi, log: (line: string) => void = () => {}): Promise<SeedReport> {
  const created: Record<string, number> = {
    exams: 0,
    topics: 0,
    subtopics: 0,
    questions: 0,
    examPatterns: 0,
    cheatsheets: 0,
    mockTests: 0,
    images: 0,
    hindiTopics: 0,
    hindiSubtopics: 0,
    hindiQuestions: 0,
    hindiExamPatterns: 0,
    hindiCheatsheets: 0,
  };
  const images = new ImageUploader(strapi, () => created.images++);

  const examIds = new Map<string, string>();
  for (const exam of exams) {
    const { documentId, isNew } = await findOrCreate(strapi, 'api::exam.exam', { exam_name: exam.exam_name }, exam);
    examIds.set(exam.exam_name, documentId);
    if (isNew) created.exams++;
  }

  // The ids mock tests name their questions and blueprints by.
  const subtopicIds = new Map<string, string>();
  const questionIds = new Map<string, string>();
  for (const topic of demoTopics) {
    const topicDoc = await findOrCreate(strapi, 'api::topic.topic', { topic_name: topic.topic_name }, { topic_name: topic.topic_name });
    if (topicDoc.isNew) created.topics++;
    for (const subtopic of topic.subtopics) {
      const subtopicDoc = await findOrCreate(
        strapi,
        'api::subtopic.subtopic',
        { subtopic_name: subtopic.subtopic_name },
        { subtopic_name: subtopic.subtopic_name, category: subtopic.category, topic: topicDoc.documentId },
      );
      if (subtopicDoc.isNew) created.subtopics++;
      subtopicIds.set(subtopic.subtopic_name, subtopicDoc.documentId);
      for (const question of subtopic.questions) {
        // As stored: the CMS cleans rich text on write (`->` in a formula is stored as `-&gt;`).
        const exists = await strapi.documents('api::question.question').findFirst({
          filters: { question: sanitizeRichText(question.question), subtopic: { documentId: subtopicDoc.documentId } },
          fields: ['documentId'],
        });
        if (exists) {
          questionIds.set(questionKey(subtopic.subtopic_name, question.question), exists.documentId);
          continue;
        }
        const made = await strapi.documents('api::question.question').create({
          data: await questionData(question, subtopicDoc.documentId, examIds, images),
        });
        questionIds.set(questionKey(subtopic.subtopic_name, question.question), made.documentId);
        created.questions++;
      }
    }
    log(`seeded topic ${topic.topic_name}`);
  }

  const patternIds = new Map<string, string>();
  for (const pattern of examPatterns) {
    const { documentId, isNew } = await findOrCreate(
      strapi,
      'api::exam-pattern.exam-pattern',
      { slug: pattern.slug },
      examPatternData(pattern),
    );
    patternIds.set(pattern.slug, documentId);
    if (isNew) created.examPatterns++;
  }
  for (const sheet of cheatsheets) {
    const { isNew } = await findOrCreate(strapi, 'api::cheatsheet.cheatsheet', { slug: sheet.slug }, cheatsheetData(sheet));
    if (isNew) created.cheatsheets++;
  }
  for (const paper of mockTests) {
    const ids = { exams: examIds, patterns: patternIds, subtopics: subtopicIds, questions: questionIds };
    const { isNew } = await findOrCreate(strapi, 'api::mock-test.mock-test', { slug: paper.slug }, mockTestData(paper, ids));
    if (isNew) created.mockTests++;
  }
  images.cleanUp();

  // The Hindi versions of demo documents, once their English documents exist.
  const hindi = await seedHindiContent(strapi, hindiData, log);
  created.hindiTopics = hindi.topics;
  created.hindiSubtopics = hindi.subtopics;
  created.hindiQuestions = hindi.questions;
  created.hindiExamPatterns = hindi.examPatterns;
  created.hindiCheatsheets = hindi.cheatsheets;
  // FAQs and programming topics with their code questions, in both languages.
  Object.assign(created, await seedFaqsAndProgramming(strapi));
  log(`demo content: ${JSON.stringify(created)}`);
  return { created };
}

/** Seed data is checked by its own types (./types), so the document service's generic input types are relaxed here. */
type SeedDocuments = {
  findFirst(params: { filters: Record<string, unknown>; fields: string[] }): Promise<{ documentId: string } | null>;
  create(params: { data: object }): Promise<{ documentId: string }>;
};

async function findOrCreate(strapi: Core.Strapi, uid: UID.ContentType, key: Record<string, unknown>, data: object) {
  const documents = strapi.documents(uid) as unknown as SeedDocuments;
  const existing = await documents.findFirst({ filters: key, fields: ['documentId'] });
  if (existing) return { documentId: existing.documentId as string, isNew: false };
  const doc = await documents.create({ data });
  return { documentId: doc.documentId as string, isNew: true };
}

async function questionData(question: SeedQuestion, subtopicId: string, examIds: Map<string, string>, images: ImageUploader) {
  const options = [];
  for (const option of question.options) {
    options.push({
      option_type: option.option_type ?? 'text',
      option_text: option.option_text,
      image: option.image ? await images.idFor(option.image) : null,
    });
  }
  return {
    question: question.question,
    question_type: question.question_type ?? 'text',
    question_image: question.image ? await images.idFor(question.image) : null,
    answer: question.answer,
    explanation: question.explanation,
    subtopic: subtopicId,
    exams: (question.exams ?? []).map((name) => {
      const id = examIds.get(name);
      if (!id) throw new Error(`Demo question names an unknown exam: ${name}`);
      return id;
    }),
    options,
  };
}

const questionKey = (subtopicName: string, text: string) => `${subtopicName}\u0000${text}`;

interface SeededIds {
  exams: Map<string, string>;
  patterns: Map<string, string>;
  subtopics: Map<string, string>;
  questions: Map<string, string>;
}

/** A paper with its exam, pattern, questions and blueprint subtopics named by document id (in the paper's order). */
function mockTestData(paper: SeedMockTest, ids: SeededIds) {
  const known = (map: Map<string, string>, key: string, what: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`Demo mock test ${paper.slug} names an unknown ${what}: ${key.replace('\u0000', ' / ')}`);
    return id;
  };
  const { exam_name, exam_pattern_slug, sections, ...fields } = paper;
  return {
    ...fields,
    year: paper.year ?? null,
    shift: paper.shift ?? null,
    marking_scheme: paper.marking_scheme ?? null,
    duration: paper.duration ?? null,
    is_active: true,
    exam: known(ids.exams, exam_name, 'exam'),
    exam_pattern: exam_pattern_slug ? known(ids.patterns, exam_pattern_slug, 'exam pattern') : null,
    sections: sections.map((section) => ({
      section_name: section.section_name,
      duration: section.duration ?? null,
      questions: (section.questions ?? []).map((ref) => known(ids.questions, questionKey(ref.subtopic_name, ref.question), 'question')),
      blueprint: (section.blueprint ?? []).map((line) => ({
        subtopic: known(ids.subtopics, line.subtopic_name, 'subtopic'),
        count: line.count,
      })),
    })),
  };
}

function examPatternData(pattern: SeedExamPattern) {
  return { ...pattern, is_active: true, views: 0 };
}

function cheatsheetData(sheet: SeedCheatsheet) {
  return {
    ...sheet,
    // No colour means the site's gold accent; without an explicit null Strapi would store its #3B82F6 default.
    color: sheet.color ?? null,
    is_active: true,
    views: 0,
    items: sheet.items.map((item, index) => ({ ...item, order: index })),
  };
}

/** Draws demo pictures and uploads each once through Strapi's upload plugin (reusing earlier uploads). */
class ImageUploader {
  private readonly ids = new Map<string, number>();
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-prep-seed-'));

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly onUpload: () => void,
  ) {}

  async idFor(key: string): Promise<number> {
    const known = this.ids.get(key);
    if (known) return known;
    const { fileName, png } = drawSeedImage(key);
    const existing = await this.strapi.db.query('plugin::upload.file').findOne({ where: { name: fileName }, select: ['id'] });
    let id: number;
    if (existing) {
      id = existing.id;
    } else {
      const filepath = path.join(this.dir, fileName);
      fs.writeFileSync(filepath, png);
      const [uploaded] = await this.strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: fileName, alternativeText: key.replace(/-/g, ' ') } },
          files: { filepath, originalFilename: fileName, mimetype: 'image/png', size: png.length },
        });
      id = uploaded.id;
      this.onUpload();
    }
    this.ids.set(key, id);
    return id;
  }

  cleanUp() {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
