import { signIn } from './admin';
import { expect, test, type Locator, type Page } from './test';

// Shared by the exam-pattern and cheatsheet admin specs (admin-exam-patterns, admin-cheatsheets,
// admin-patterns-cheatsheets).

export interface StoredPattern {
  _id: string;
  slug: string;
  exam_name: string;
  exam_level: string;
  featured: boolean;
  is_active: boolean;
  total_questions: number;
  total_marks: number;
  duration: number;
  application_fee: number;
  exam_mode: string;
  exam_frequency: string;
  language_options: string[];
  success_rate: string;
  average_score: string;
  exam_color: string;
  exam_official_website: string | null;
  marking_scheme: { correct_answer: number; wrong_answer: number; negative_marking: boolean; negative_marking_value: number };
  eligibility_criteria: { age_limit: { min: number; max: number }; nationality: string };
  cutoff_marks: { general: string | null };
  sections: Array<{
    section_name: string;
    section_code: string;
    questions: number;
    marks_per_question: number;
    total_marks: number;
    duration: number;
    question_types: string[];
    topics: Array<{ topic_name: string; weightage: number; difficulty_level: string }>;
  }>;
}

export interface StoredSheet {
  _id: string;
  title: string;
  slug: string;
  category: string;
  description: string | null;
  categories: string[];
  tags: string[];
  color: string | null;
  featured: boolean;
  is_active: boolean;
  items: Array<{
    title: string;
    category: string;
    order: number;
    content_type: string;
    language: string | null;
    code: string | null;
    text_content: string | null;
    mixed_content: Array<{ type: string; language: string | null; content: string }>;
  }>;
}

/** The spec's slug rule, written out here independently of the app. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');

/** Records the current test created, deleted after it (a test that deletes one itself takes it out). */
export const created = { patterns: new Set<string>(), sheets: new Set<string>() };

/**
 * The hooks of every exam-pattern, cheatsheet and mock-test admin spec: signed in through the API (the login screen
 * has its own tests in admin-auth.spec.ts), a longer timeout, and every record the test found (findPattern,
 * findSheet) deleted again afterwards.
 */
export function useAdminWorkflows() {
  // These walk whole admin workflows (each save waits out the spec's 2 s redirect): more than the default 30 s.
  test.beforeEach(() => test.setTimeout(120_000));

  test.beforeEach(async ({ page }) => {
    // page.request shares the browser's cookies: the screens open signed in.
    await signIn(page.request);
  });

  test.afterEach(async ({ page }) => {
    // page.request shares the browser's session cookie.
    for (const id of created.patterns) await page.request.delete(`/api/exam-patterns/admin/${id}`);
    for (const id of created.sheets) await page.request.delete(`/api/cheatsheets/admin/${id}`);
    created.patterns.clear();
    created.sheets.clear();
  });
}

export async function findPattern(page: Page, name: string): Promise<StoredPattern | undefined> {
  const response = await page.request.get(`/api/exam-patterns/admin/all?limit=100&search=${encodeURIComponent(name)}`);
  expect(response.ok()).toBe(true);
  const { examPatterns } = (await response.json()) as { examPatterns: StoredPattern[] };
  const found = examPatterns.find((pattern) => pattern.exam_name === name);
  if (found) created.patterns.add(found._id);
  return found;
}

export async function findSheet(page: Page, title: string): Promise<StoredSheet | undefined> {
  const response = await page.request.get(`/api/cheatsheets/admin/all?limit=100&search=${encodeURIComponent(title)}`);
  expect(response.ok()).toBe(true);
  const { cheatsheets } = (await response.json()) as { cheatsheets: Array<{ _id: string; title: string }> };
  const summary = cheatsheets.find((sheet) => sheet.title === title);
  if (!summary) return undefined;
  created.sheets.add(summary._id);
  const detail = await page.request.get(`/api/cheatsheets/admin/${summary._id}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as StoredSheet;
}

export const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });
export const statValue = (page: Page, label: string) =>
  page
    .getByRole('list', { name: /statistics/ })
    .getByRole('listitem')
    .filter({ hasText: label })
    .locator('span')
    .first();
