import { expect, request, type Locator, type Page } from '@playwright/test';
import { correctOptionIndex } from '@exam-prep/contract/answer';
import { signIn } from './admin';

// Helpers of the mock-test specs (mock-tests.spec.ts, mock-tests-timing.spec.ts): the demo papers, the paper the
// browser received, its answer key from the public question API, and the exam screen's controls.

export const SSC = 'ssc-cgl-tier-1-2024-shift-1';
export const SSC_TITLE = 'SSC CGL Tier 1 2024, Shift 1 (modelled paper)';
export const IBPS = 'ibps-po-prelims-mock-test-1';
export const RRB = 'rrb-ntpc-cbt-1-practice-set';
export const T0 = new Date('2026-03-02T09:00:00Z').getTime();
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

export interface PaperOption {
  _id: string;
  option_text: string;
}
export interface Paper {
  _id: string;
  attempt_id: string;
  title: string;
  duration: number;
  marking_scheme: { correct_answer: number; wrong_answer: number };
  sections: Array<{
    section_name: string;
    duration: number | null;
    questions: Array<{ _id: string; question: string; options: PaperOption[] }>;
  }>;
}
export interface Result {
  score: number;
  max_score: number;
  correct: number;
  wrong: number;
  unanswered: number;
  percentile: number;
  counted_attempts: number;
  counted: boolean;
  late: boolean;
  time_spent_seconds: number;
  sections: Array<{ section_name: string; score: number; max_score: number; correct: number; wrong: number; unanswered: number }>;
  questions: Array<{
    question_id: string;
    real_question_id: string;
    question_path: string | null;
    chosen_option_id: string | null;
    correct_option_id: string;
    explanation: string | null;
    percent_correct: number;
  }>;
}
export interface Key {
  right: string;
  wrong: string;
  explanation: string;
}

export const paperPath = (slug: string) => `/api/mock-tests/slug/${slug}`;
export const isPaperFetch = (slug: string) => (url: string, method: string) =>
  method === 'GET' && new URL(url).pathname === paperPath(slug);

/** Every GET of the paper this page makes (each one would create an attempt on the server). */
export function countPaperFetches(page: Page, slug: string): string[] {
  const fetches: string[] = [];
  page.on('request', (request) => {
    if (isPaperFetch(slug)(request.url(), request.method())) fetches.push(request.url());
  });
  return fetches;
}

/** Runs `open` (a navigation or a click) and returns the paper the browser received for it. */
export async function receivePaper(page: Page, slug: string, open: () => Promise<unknown>): Promise<{ paper: Paper; raw: unknown }> {
  const answer = page.waitForResponse((response) => isPaperFetch(slug)(response.url(), response.request().method()));
  await open();
  const response = await answer;
  expect(response.status()).toBe(200);
  const raw: unknown = await response.json();
  return { paper: raw as Paper, raw };
}

/**
 * The right (and one wrong) option of each question of a paper, by the one answer rule. The paper's ids are its
 * attempt's own, which nothing public finds (and fixed questions are held for tests): an administrator's read of the
 * paper gives its fixed questions' real ids in order, then each one's answer; a blueprint's drawn questions are
 * found by their text in their subtopic's public list.
 */
export async function answerKey(page: Page, paper: Paper): Promise<Map<string, Key>> {
  const admin = await request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    await signIn(admin);
    const stored = await admin.get(`/api/mock-tests/admin/${paper._id}`);
    expect(stored.status()).toBe(200);
    const { sections } = (await stored.json()) as {
      sections: Array<{ question_ids: string[]; blueprint: Array<{ subtopic_name: string }> }>;
    };
    type QuestionRecord = { question: { question: string; answer: string; explanation: string }; options: PaperOption[] };
    // A blueprint's questions are drawn from public subtopic lists: found there by their text.
    const drawable = new Map<string, QuestionRecord>();
    for (const name of new Set(sections.flatMap((section) => section.blueprint.map((line) => line.subtopic_name)))) {
      const list = await admin.get(`/api/questions/subtopic/${encodeURIComponent(name)}`);
      expect(list.status()).toBe(200);
      for (const record of (await list.json()) as QuestionRecord[]) drawable.set(record.question.question, record);
    }
    const key = new Map<string, Key>();
    for (const [sectionIndex, section] of paper.sections.entries()) {
      for (const [index, question] of section.questions.entries()) {
        const realId = sections[sectionIndex]!.question_ids[index];
        let record = drawable.get(question.question);
        if (realId !== undefined) {
          const response = await admin.get(`/api/questions/edit/${realId}`);
          expect(response.status()).toBe(200);
          record = (await response.json()) as QuestionRecord;
        }
        expect(record, `question ${question._id} is found`).toBeDefined();
        const rightIndex = correctOptionIndex(record!.options, record!.question.answer);
        expect(rightIndex, `question ${question._id} has a right option`).toBeGreaterThanOrEqual(0);
        // The paper shows the question's options in their order, each by an id of the attempt's own.
        const right = question.options[rightIndex]!._id;
        key.set(question._id, {
          right,
          wrong: question.options.find((option) => option._id !== right)!._id,
          explanation: record!.question.explanation,
        });
      }
    }
    return key;
  } finally {
    await admin.dispose();
  }
}

export const questionIds = (paper: Paper) => paper.sections.flatMap((section) => section.questions.map((question) => question._id));

/**
 * A paper's own page opened with Playwright's clock at T0 (the instructions, drawn by nothing), and every fetch of
 * the paper made from then on.
 */
export async function openPaperAtT0(page: Page, slug: string) {
  await page.clock.install({ time: T0 });
  const fetches = countPaperFetches(page, slug);
  await page.goto(`/mock-tests/${slug}`);
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  return { fetches };
}

/** Start on a paper's instructions: the paper it draws (its attempt), its question ids and their answer key. */
export async function startPaper(page: Page, slug: string) {
  const { paper } = await receivePaper(page, slug, () => page.getByRole('button', { name: 'Start' }).click());
  const ids = questionIds(paper);
  return { paper, ids, key: await answerKey(page, paper) };
}
export const heading = (page: Page, number: number, total: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${number} of ${total}\\b`) });
export const radio = (page: Page, optionId: string) => page.locator(`input[type="radio"][value="${optionId}"]`);
/** Picks an option by clicking its label, as a student taps it. */
export async function pick(page: Page, optionId: string) {
  await page
    .locator('label')
    .filter({ has: radio(page, optionId) })
    .click();
  await expect(radio(page, optionId)).toBeChecked();
}
export const button = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Question actions' }).getByRole('button', { name, exact: true });
export const paletteButton = (page: Page, number: number) => page.getByRole('button', { name: new RegExp(`^Question ${number}, `) });
export const sectionTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: new RegExp(`^${name}\\b`) });
export const stat = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/** m:ss (or h:mm:ss) of the whole seconds left at `now`, rounded up, as the exam screen shows it. */
export function clockText(deadline: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((deadline - now) / SECOND));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
/** Marks as the result prints them: a true minus sign. */
export const marks = (value: number) => (value < 0 ? `−${Math.abs(value)}` : String(value));
export const percentileText = (value: number) => String(Math.round(value * 10) / 10);

/** The attempt's progress as the page stored it (a reload resumes from it). */
export const storedProgress = (page: Page, slug: string) =>
  page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { attemptId: string; startedAt: number | null } | null,
    `mockTests:attempt:${slug}`,
  );

/** Nothing wider than the screen: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, `${where}: page width`).toBeLessThanOrEqual(widths.view);
}

/** Presses Tab until `target` has the focus (keyboard-only journeys). */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The submission the page sends, and the server's result for it. */
export const awaitSubmission = (page: Page, slug: string) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `${paperPath(slug)}/submit`,
  );

/** Reloads a page whose attempt is running: the page asks first (beforeunload), and the student goes on. */
export async function reloadMidTest(page: Page) {
  const asked = page.waitForEvent('dialog');
  const reloaded = page.reload();
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await reloaded;
}
