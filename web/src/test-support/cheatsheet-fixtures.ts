/*
 * Cheatsheets for the fake API (fake-api.ts), shaped like the demo content: six sheets in five categories, three
 * featured, Python Essentials with items of each kind.
 *
 *   setupScreenTests(...catalogueHandlers(), ...cheatsheetHandlers())
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { AdminCheatsheetSummary } from '@exam-prep/contract/admin/cheatsheets';
import type { Cheatsheet, CheatsheetSummary } from '@exam-prep/contract/public/cheatsheets';
import { answer, pageOf } from './fake-api';

type Basics = Pick<CheatsheetSummary, 'slug' | 'title' | 'category' | 'tags' | 'color' | 'featured' | 'description'>;

export const cheatsheetSummary = (basics: Basics, extra: Partial<CheatsheetSummary> = {}): CheatsheetSummary => ({
  _id: `sheet-${basics.slug}`,
  categories: [basics.category],
  views: 0,
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
  locale: 'en',
  ...basics,
  ...extra,
});

export const CHEATSHEETS: CheatsheetSummary[] = [
  cheatsheetSummary({
    slug: 'git-commands',
    title: 'Git Commands',
    category: 'Git',
    tags: ['git', 'version control', 'github', 'commands'],
    color: '#F05032',
    featured: false,
    description: 'Everyday commands for branches, commits and remotes.',
  }),
  cheatsheetSummary({
    slug: 'indian-polity-at-a-glance',
    title: 'Indian Polity at a Glance',
    category: 'Other',
    tags: ['polity', 'constitution', 'upsc', 'ssc', 'gk'],
    color: null,
    featured: false,
    description: 'The Constitution of India in brief: its parts, schedules and amendments.',
  }),
  cheatsheetSummary({
    slug: 'linux-command-line',
    title: 'Linux Command Line',
    category: 'Linux',
    tags: ['linux', 'bash', 'shell', 'terminal', 'commands'],
    color: '#FCC624',
    featured: false,
    description: 'Files, processes and permissions from the terminal.',
  }),
  cheatsheetSummary({
    slug: 'python-essentials',
    title: 'Python Essentials',
    category: 'Programming',
    tags: ['python', 'programming', 'basics', 'coding'],
    color: '#3776AB',
    featured: true,
    description: 'Syntax, data structures and the standard library at a glance.',
  }),
  cheatsheetSummary({
    slug: 'quant-formulas',
    title: 'Quantitative Aptitude Formulas',
    category: 'Other',
    tags: ['aptitude', 'maths', 'formulas', 'ssc', 'banking'],
    color: '#D97706',
    featured: true,
    description: 'Percentages, ratios, interest and mensuration formulas.',
  }),
  cheatsheetSummary({
    slug: 'sql-quick-reference',
    title: 'SQL Quick Reference',
    category: 'Database',
    tags: ['sql', 'queries', 'dbms'],
    color: '#336791',
    featured: true,
    description: 'SELECT, JOIN, GROUP BY and indexes.',
  }),
];

export const PYTHON_ESSENTIALS: Cheatsheet = {
  ...CHEATSHEETS.find((sheet) => sheet.slug === 'python-essentials')!,
  categories: ['Basics', 'Collections'],
  items: [
    {
      title: 'Print',
      description: null,
      category: 'Basics',
      order: 1,
      content_type: 'code',
      language: 'python',
      code: 'print("hello")',
      text_content: null,
      mixed_content: [],
    },
    {
      title: 'Lists',
      description: 'Ordered and changeable.',
      category: 'Collections',
      order: 2,
      content_type: 'text',
      language: null,
      code: null,
      text_content: '<p>A list keeps its order.</p>',
      mixed_content: [],
    },
  ],
};

/** The list (the page asked for), the featured ones, the categories in use, and a sheet by its slug (404 otherwise). */
export function cheatsheetHandlers(sheets: CheatsheetSummary[] = CHEATSHEETS, full: Cheatsheet[] = [PYTHON_ESSENTIALS]): HttpHandler[] {
  return [
    answer('listCheatsheets', ({ url }) => {
      const { items, pagination } = pageOf(sheets, url);
      return { cheatsheets: items, pagination };
    }),
    answer(
      'listFeaturedCheatsheets',
      sheets.filter((sheet) => sheet.featured),
    ),
    answer('listCheatsheetCategories', { categories: [...new Set(sheets.map((sheet) => sheet.category))].sort() }),
    answer(
      'getCheatsheetBySlug',
      ({ params }) =>
        full.find((sheet) => sheet.slug === params.slug) ?? HttpResponse.json({ message: 'Cheatsheet not found' }, { status: 404 }),
    ),
  ];
}

/** A cheatsheet as the admin list shows it (GET /api/cheatsheets/admin/all), named by its title. */
export const adminCheatsheetSummary = (title: string): AdminCheatsheetSummary => ({
  _id: `sheet-${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  description: null,
  category: 'Git',
  tags: [],
  categories: [],
  color: null,
  featured: false,
  views: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  locale: 'en',
  is_active: true,
});
