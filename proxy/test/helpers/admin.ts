import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { startFixtureStack } from './fixtures.js';
import { cmsDir, requireFromCms, type JsonAnswer, type Stack, type Strapi } from './stack.js';

interface AdministratorsModule {
  createAdministrator: (
    strapi: Strapi,
    input: { username: string; password: string; email?: string },
  ) => Promise<{ documentId: string; username: string; email: string }>;
}

/** The CMS's own account code (cms/src/bootstrap/administrators.ts), as `npm run admin:create` uses it. */
export const administrators = (): AdministratorsModule =>
  requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'administrators.js'));

export async function createAdministrator(strapi: Strapi, username = `admin-${randomBytes(3).toString('hex')}`) {
  const password = `pass-${randomBytes(8).toString('hex')}`;
  const user = await administrators().createAdministrator(strapi, { username, password });
  return { ...user, password };
}

/** Signs in through the proxy and returns the session cookie ("name=value") to send back. */
export async function signIn(stack: Stack, username: string, password: string): Promise<string> {
  const response = await stack.get('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('examprep_session='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

/** Calls through the proxy as a signed-in administrator (or anonymously when cookie is undefined). */
export function adminClient(stack: Stack, cookie: string | undefined) {
  const send = async (method: string, url: string, body?: unknown): Promise<JsonAnswer> => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await stack.get(url, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body?: unknown) => send('POST', url, body),
    put: (url: string, body?: unknown) => send('PUT', url, body),
    patch: (url: string, body?: unknown) => send('PATCH', url, body),
    delete: (url: string) => send('DELETE', url),
  };
}

export type AdminClient = ReturnType<typeof adminClient>;

/** A stack with the fixture content and a signed-in administrator's client. */
async function startAdminStack() {
  const { stack, fx } = await startFixtureStack();
  const admin = await createAdministrator(stack.strapi);
  const api = adminClient(stack, await signIn(stack, admin.username, admin.password));
  stack.proxy.cache.purge();
  return { stack, fx, api };
}

/**
 * The admin contract suites' setup: before the file's tests, starts the admin stack and hands it to `use` (which
 * keeps what it needs and may add setup of its own); after them, stops it.
 */
export function useAdminStack(use: (started: Awaited<ReturnType<typeof startAdminStack>>) => unknown) {
  let stack: Stack | undefined;
  beforeAll(async () => {
    const started = await startAdminStack();
    stack = started.stack;
    await use(started);
  });
  afterAll(async () => {
    await stack?.stop();
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const sharp = (): any => requireFromCms('sharp');

/** Real pictures, drawn by sharp (the image library Strapi's upload plugin uses). */
export async function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 24, height = 16): Promise<Buffer> {
  return sharp()({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();
}

/** A real PNG over 6 MB: random noise does not compress. */
export async function makeLargePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1400;
  const pixels = randomBytes(width * height * 3);
  return sharp()(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Text options for a question form. */
/** An admin question record as the public reads give it: without the admin's held_for_tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const publicShape = ({ question: { held_for_tests: _held, ...question }, options }: any) => ({ question, options });

export const textOptions = (...texts: string[]) => texts.map((option_text) => ({ option_type: 'text' as const, option_text }));

/** A multipart question form the way the admin screens send it. */
export function questionForm(fields: {
  question: string;
  question_type?: 'text' | 'image';
  subtopic_id?: string;
  answer?: string;
  explanation?: string;
  exam_ids?: string[];
  options?: Array<{ _id?: string; option_type: 'text' | 'image'; option_text: string }>;
  files?: Record<string, { bytes: Buffer; name: string; type?: string }>;
}): FormData {
  const form = new FormData();
  form.append('question', fields.question);
  form.append('question_type', fields.question_type ?? 'text');
  if (fields.subtopic_id !== undefined) form.append('subtopic_id', fields.subtopic_id);
  if (fields.answer !== undefined) form.append('answer', fields.answer);
  form.append('explanation', fields.explanation ?? '');
  form.append('exam_ids', JSON.stringify(fields.exam_ids ?? []));
  form.append('options', JSON.stringify(fields.options ?? []));
  for (const [field, file] of Object.entries(fields.files ?? {})) {
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  return form;
}

/** Names of the files Strapi holds right now. */
export async function storedFileNames(strapi: Strapi): Promise<string[]> {
  const files = await strapi.db.query('plugin::upload.file').findMany({ select: ['url'] });
  return files.map((file: { url: string }) => file.url.replace('/uploads/', '')).sort();
}

/** The full-page form's object, with the admin spec's defaults (§3, §9). */
export const fullPattern = (overrides: Record<string, unknown> = {}) => ({
  exam_name: 'SSC CHSL (10+2) Tier-1',
  exam_level: 'All',
  description: 'Combined Higher Secondary Level.',
  total_questions: 100,
  total_marks: 200,
  duration: 60,
  sections: [
    {
      section_name: 'General Intelligence',
      section_code: 'GI',
      questions: 25,
      marks_per_question: 2,
      total_marks: 50,
      duration: 15,
      topics: [{ topic_name: 'Analogy', weightage: 20, difficulty_level: 'Easy' }],
      question_types: ['MCQ'],
    },
  ],
  marking_scheme: { correct_answer: 2, wrong_answer: -0.5, negative_marking: true, negative_marking_value: 0.5 },
  eligibility_criteria: {
    age_limit: { min: 18, max: 27 },
    education_qualification: '12th pass',
    nationality: 'Indian',
    experience_required: 'None',
  },
  exam_frequency: 'Annual',
  application_fee: 100,
  exam_mode: 'Online',
  language_options: 'English, Hindi',
  important_dates: [{ event: 'Notification', date: 'May' }],
  preparation_strategy: {
    recommended_study_time: '3-4 months',
    important_topics: ['Analogy'],
    practice_tips: ['Mock tests'],
    reference_books: [],
    online_resources: [],
  },
  difficulty_level: 'Medium',
  competition_level: 'High',
  success_rate: '10-15%',
  average_score: '60-70',
  exam_official_website: 'https://ssc.gov.in',
  cutoff_marks: { general: '130-150', obc: 125, sc: '110', st: '100' },
  is_active: true,
  featured: false,
  tags: 'ssc, 12th',
  exam_logo: '',
  exam_color: '#3B82F6',
  ...overrides,
});
