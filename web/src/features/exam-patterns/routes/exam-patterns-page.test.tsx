// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicExamPattern } from '@exam-prep/contract/public/exam-patterns';
import { EXAM_PATTERNS, SSC_CGL_TIER_1, examPatternHandlers } from '@/test-support/exam-pattern-fixtures';
import { fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

const api = setupScreenTests(...examPatternHandlers());

afterEach(() => vi.restoreAllMocks());

/** The spec's rule, written out independently of the app: case-insensitive over name, level, mode, description. */
const matches = (pattern: PublicExamPattern, search: string) =>
  [pattern.exam_name, pattern.exam_level, pattern.exam_mode ?? '', pattern.description].some((field) =>
    field.toLowerCase().includes(search.toLowerCase()),
  );
const names = (patterns: PublicExamPattern[]) => patterns.map((pattern) => pattern.exam_name).sort();

const allGrid = (screen: Screen) => within(screen.getByRole('region', { name: 'All Exam Patterns' }));
const cardTitles = (screen: Screen) =>
  allGrid(screen)
    .queryAllByRole('link')
    .map((link) => link.querySelector(':scope > span:nth-child(2)')?.textContent)
    .sort();
const search = (screen: Screen) => screen.getByRole('searchbox', { name: 'Search exams' });
async function typeSearch(screen: Screen, text: string) {
  await screen.user.clear(search(screen));
  if (text) await screen.user.type(search(screen), text);
}

describe('the exam pattern directory (/exam-patterns)', () => {
  it('shows counters, the featured grid, a search over name/level/mode/description and the exact level filter', async () => {
    const featured = EXAM_PATTERNS.filter((pattern) => pattern.featured);
    const screen = renderScreen('/exam-patterns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam Patterns' })).toBeVisible();
    expect(search(screen)).toHaveAttribute('placeholder', 'Search exams...');
    await waitFor(() => expect(screen.getByTestId('exam-count')).toHaveTextContent(String(EXAM_PATTERNS.length)));
    expect(screen.getByTestId('featured-count')).toHaveTextContent(String(featured.length));
    expect(screen.getByText('100%')).toBeVisible();

    const featuredGrid = screen.getByRole('region', { name: 'Featured Exams' });
    expect(within(featuredGrid).getAllByRole('link')).toHaveLength(featured.length);
    expect(cardTitles(screen)).toEqual(names(EXAM_PATTERNS.slice(0, 12)));

    // By name, case-insensitively; the featured showcase steps aside while searching.
    await typeSearch(screen, 'neet');
    expect(cardTitles(screen)).toEqual(['NEET UG']);
    expect(screen.queryByRole('region', { name: 'Featured Exams' })).toBeNull();

    // By mode (OFFLINE), by level (certificate) and by words of the description.
    for (const term of ['OFFLINE', 'certificate', 'medical']) {
      await typeSearch(screen, term);
      const expected = names(EXAM_PATTERNS.filter((pattern) => matches(pattern, term)));
      expect(expected.length).toBeGreaterThan(0);
      expect(cardTitles(screen), term).toEqual(expected);
    }

    // The level filter is built from the server's levels and matches exactly.
    await typeSearch(screen, '');
    const levels = await screen.findByLabelText('Level');
    expect(
      within(levels)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Levels', 'Graduate', 'Certificate', 'All']);
    await screen.user.selectOptions(levels, 'Certificate');
    expect(cardTitles(screen)).toEqual(names(EXAM_PATTERNS.filter((pattern) => pattern.exam_level === 'Certificate')));
    // 'All' is a level of its own (not "every level"): only exams whose level is exactly 'All'.
    await screen.user.selectOptions(levels, 'All');
    expect(cardTitles(screen)).toEqual(names(EXAM_PATTERNS.filter((pattern) => pattern.exam_level === 'All')));

    // Search and level combine.
    await screen.user.selectOptions(levels, 'Certificate');
    await typeSearch(screen, 'NDA');
    expect(cardTitles(screen)).toEqual(['NDA & NA Written Exam']);
    await screen.user.selectOptions(levels, 'Graduate');
    expect(screen.getByRole('heading', { name: 'No Exam Patterns Found' })).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search(screen)).toHaveValue('');
    expect(cardTitles(screen)).toEqual(names(EXAM_PATTERNS.slice(0, 12)));

    await screen.user.click(allGrid(screen).getByRole('link', { name: /SSC CGL Tier 1/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC CGL Tier 1' })).toBeVisible();
    expect(screen.location()).toBe('/exam-patterns/ssc-cgl-tier-1');
  });

  it('says Error Loading Data for a failed list, with a Retry that loads the document again', async () => {
    api.use(fail('listExamPatterns', 503, 'CMS unreachable'));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const screen = renderScreen('/exam-patterns');
    expect(await screen.findByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
    expect(screen.getByText('Failed to load exam patterns')).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('goes on without the featured list and the level filter when they fail', async () => {
    api.use(fail('listFeaturedExamPatterns', 500, 'boom'), fail('listExamLevels', 500, 'boom'));
    const screen = renderScreen('/exam-patterns');
    expect(await screen.findByRole('heading', { name: 'All Exam Patterns' })).toBeVisible();
    await waitFor(() => expect(api.calls('listExamLevels')).toHaveLength(1));
    await waitFor(() => expect(api.calls('listFeaturedExamPatterns')).toHaveLength(1));
    expect(cardTitles(screen)).toEqual(names(EXAM_PATTERNS));
    expect(screen.queryByRole('heading', { name: 'Error Loading Data' })).toBeNull();
    expect(screen.queryByLabelText('Level')).toBeNull();
  });
});

describe('an exam pattern’s page (/exam-patterns/{slug})', () => {
  it('shows every panel of an exam pattern', async () => {
    const pattern = SSC_CGL_TIER_1;
    const screen = renderScreen('/exam-patterns/ssc-cgl-tier-1');
    expect(await screen.findByRole('heading', { level: 1, name: pattern.exam_name })).toBeVisible();
    await waitFor(() => expect(document.title).toContain(pattern.exam_name));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/exam-patterns\/ssc-cgl-tier-1$/);
    expect(screen.getAllByText(pattern.exam_level)[0]).toBeVisible();
    expect(screen.getByText('★ Featured')).toBeVisible();
    expect(screen.getByText('1,234 views')).toBeVisible();
    expect(screen.getByText(pattern.description)).toBeVisible();

    const tiles = within(screen.getByRole('list', { name: 'Exam at a glance' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['100Questions', '200Marks', '60Minutes', '4Sections']);

    const marking = screen.getByRole('region', { name: 'Marking Scheme' });
    expect(marking).toHaveTextContent('+2 for each correct answer');
    expect(marking).toHaveTextContent('−0.5 for each wrong answer');

    const details = screen.getByRole('region', { name: 'Exam Details' });
    expect(details).toHaveTextContent('Online');
    expect(details).toHaveTextContent('₹100');
    expect(details).toHaveTextContent('Hindi');
    expect(within(details).getByRole('link', { name: /ssc\.gov\.in/ })).toHaveAttribute('href', 'https://ssc.gov.in');

    const sections = within(screen.getByRole('region', { name: 'Exam Sections' }));
    for (const { section_name } of pattern.sections)
      expect(sections.getByRole('heading', { name: new RegExp(section_name) })).toBeVisible();

    expect(screen.getByRole('region', { name: 'Eligibility Criteria' })).toHaveTextContent('18–32 years');
    const strategy = screen.getByRole('region', { name: 'Preparation Strategy' });
    expect(strategy).toHaveTextContent('Recommended study time');
    expect(within(strategy).getByRole('link', { name: 'https://ssc.gov.in' })).toBeVisible();

    const levels = screen.getByRole('list', { name: 'Difficulty, competition and scores' });
    for (const label of ['Difficulty', 'Competition', 'Average score']) expect(levels).toHaveTextContent(label);

    const tags = within(screen.getByRole('region', { name: 'Related Tags' }));
    for (const tag of pattern.tags) expect(tags.getByText(`#${tag}`)).toBeVisible();

    await screen.user.click(screen.getByRole('link', { name: /Back to Exam Patterns/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam Patterns' })).toBeVisible();
    expect(screen.location()).toBe('/exam-patterns');
  });

  it('reads age limits of 0 as "no upper limit" and "no age limit"', async () => {
    let screen = renderScreen('/exam-patterns/neet-ug');
    expect(await screen.findByRole('region', { name: 'Eligibility Criteria' })).toHaveTextContent('17 years or older (no upper age limit)');
    screen.unmount();
    screen = renderScreen('/exam-patterns/jee-main-paper-1');
    const eligibility = await screen.findByRole('region', { name: 'Eligibility Criteria' });
    expect(eligibility).toHaveTextContent('No age limit');
    expect(eligibility).not.toHaveTextContent('0 years');
  });

  it('says Exam Pattern Not Found for an unknown slug, marked noindex, with a way to the list', async () => {
    const screen = renderScreen('/exam-patterns/no-such-exam');
    expect(await screen.findByRole('heading', { name: 'Exam Pattern Not Found' })).toBeVisible();
    expect(screen.getByText("The exam pattern you're looking for doesn't exist or has been removed.")).toBeVisible();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/));
    await screen.user.click(screen.getByRole('link', { name: 'Browse All Exam Patterns' }));
    expect(await screen.findByRole('heading', { name: 'All Exam Patterns' })).toBeVisible();
    expect(screen.location()).toBe('/exam-patterns');
  });
});
