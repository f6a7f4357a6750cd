import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openInApp } from './support/navigation';

interface Summary {
  title: string;
  slug: string;
  description: string | null;
  category: string;
  tags: string[];
  color: string | null;
  featured: boolean;
  views: number;
}
interface Item {
  title: string;
  category: string | null;
  order: number;
  content_type: 'code' | 'text' | 'mixed';
  language: string | null;
  code: string | null;
  mixed_content: { type: string; content: string }[];
}

async function listSheets(request: APIRequestContext) {
  const response = await request.get('/api/cheatsheets/all?limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { cheatsheets: Summary[] }).cheatsheets;
}
async function getSheet(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/cheatsheets/slug/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Summary & { items: Item[] };
}

const allSection = (page: Page) => page.getByRole('region', { name: 'All Cheatsheets' });
const allCards = (page: Page) => allSection(page).getByRole('list', { name: 'All cheatsheets' }).getByRole('link');

test('grid and list views: three tags per card in the grid, every tag in the list; gold stands in for a missing colour', async ({
  page,
  request,
}) => {
  const sheets = await listSheets(request);
  const python = sheets.find((sheet) => sheet.slug === 'python-essentials')!;
  expect(python.tags.length).toBeGreaterThan(3);
  // The demo's polity sheet has no colour of its own in the spec's sense: make sure the card falls back to gold.
  await page.route('**/api/cheatsheets/all*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { cheatsheets: Summary[] };
    for (const sheet of body.cheatsheets) if (sheet.slug === 'indian-polity-at-a-glance') sheet.color = null;
    await route.fulfill({ response, json: body });
  });

  await openInApp(page, '/cheatsheets');
  const pythonCard = allCards(page).filter({ hasText: 'Python Essentials' });
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pythonCard.getByText(/^#/)).toHaveText(python.tags.slice(0, 3).map((tag) => `#${tag}`));
  await expect(pythonCard).toHaveCSS('border-top-color', 'rgb(55, 118, 171)'); // #3776AB

  const polityCard = allCards(page).filter({ hasText: 'Indian Polity at a Glance' });
  await expect(polityCard).toHaveCSS('border-top-color', 'rgb(192, 160, 99)'); // gold #C0A063

  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');
  await expect(allSection(page).getByRole('list', { name: 'All cheatsheets' })).toHaveAttribute('data-view', 'list');
  await expect(pythonCard.getByText(/^#/)).toHaveText(python.tags.map((tag) => `#${tag}`));
  await expect(polityCard).toHaveCSS('border-left-color', 'rgb(192, 160, 99)');
});

test('the detail page: sorted numbered items, category filter bar, contents anchors, content by type', async ({ page, request }) => {
  const sheet = await getSheet(request, 'python-essentials');
  const sorted = [...sheet.items].sort((a, b) => a.order - b.order);
  const categories = [...new Set(sorted.map((item) => item.category).filter(Boolean))] as string[];
  expect(categories.length).toBeGreaterThan(1);

  await page.goto('/cheatsheets/python-essentials');
  await expect(page.getByRole('heading', { level: 1, name: sheet.title })).toBeVisible();
  await expect(page.getByText(sheet.description!)).toBeVisible();
  await expect(page.getByText(sheet.category, { exact: true }).first()).toBeVisible();

  // Items numbered 1..n in order.
  const itemHeadings = page.locator('main section h2[id$="-title"]');
  await expect(itemHeadings).toHaveText(sorted.map((item, index) => `${index + 1}. ${item.title}`));

  // The filter bar: 'All' plus each category.
  const bar = page.getByRole('group', { name: 'Filter items by category' });
  await expect(bar.getByRole('button')).toHaveText(['All', ...categories]);
  await expect(bar.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  // More than 3 visible items: a numbered Contents list with in-page anchors.
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveText(sorted.map((item) => item.title));
  const last = sorted[sorted.length - 1];
  await contents.getByRole('link', { name: last.title }).click();
  await expect(page).toHaveURL(new RegExp(`#item-${sorted.length}$`));
  await expect(page.getByRole('heading', { name: `${sorted.length}. ${last.title}` })).toBeInViewport();

  // Under 'All' each item shows its category tag.
  const firstItem = page.locator('#item-1');
  await expect(firstItem.getByText(sorted[0].category!, { exact: true })).toBeVisible();

  // Filter to one category: only its items, renumbered, without category tags; Contents only above 3 items.
  const pick = categories.find((category) => sorted.filter((item) => item.category === category).length <= 3)!;
  const picked = sorted.filter((item) => item.category === pick);
  await bar.getByRole('button', { name: pick }).click();
  await expect(bar.getByRole('button', { name: pick })).toHaveAttribute('aria-pressed', 'true');
  await expect(itemHeadings).toHaveText(picked.map((item, index) => `${index + 1}. ${item.title}`));
  await expect(contents).toHaveCount(0);
  await expect(page.locator('main section').first().getByText(pick, { exact: true })).toHaveCount(0);
  await bar.getByRole('button', { name: 'All' }).click();
  await expect(itemHeadings).toHaveCount(sorted.length);
  await expect(contents).toBeVisible();

  // Code: language label; text: sanitised HTML; mixed: code and rich-text parts.
  const codeIndex = sorted.findIndex((item) => item.content_type === 'code');
  await expect(page.locator(`#item-${codeIndex + 1}`).getByText(sorted[codeIndex].language!, { exact: true })).toBeVisible();
  const textIndex = sorted.findIndex((item) => item.content_type === 'text');
  await expect(page.locator(`#item-${textIndex + 1} .rich-text`).first()).toBeVisible();
  await expect(page.locator(`#item-${textIndex + 1} pre`)).toHaveCount(0);
  const mixedIndex = sorted.findIndex((item) => item.content_type === 'mixed');
  const mixed = sorted[mixedIndex];
  const mixedSection = page.locator(`#item-${mixedIndex + 1}`);
  await expect(mixedSection.locator('pre')).toHaveCount(mixed.mixed_content.filter((part) => part.type === 'code').length);
  await expect(mixedSection.locator('.rich-text')).toHaveCount(mixed.mixed_content.filter((part) => part.type !== 'code').length);
  await expect(mixedSection.getByRole('button', { name: /Copy/ })).toHaveCount(
    mixed.mixed_content.filter((part) => part.type === 'code').length,
  );

  await page.getByRole('link', { name: /Back/ }).first().click();
  await expect(page).toHaveURL(/\/cheatsheets$/);
});

test('Copy puts the code on the clipboard and shows Copied for 2 seconds', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const sheet = await getSheet(request, 'python-essentials');
  const first = [...sheet.items].sort((a, b) => a.order - b.order)[0];
  expect(first.content_type).toBe('code');

  // A fake clock, left running while the page loads, then paused: only runFor moves it.
  const t0 = new Date('2026-01-15T09:00:00Z').getTime();
  await page.clock.install({ time: t0 });
  await page.goto('/cheatsheets/python-essentials');
  const item = page.locator('#item-1');
  const button = item.getByRole('button', { name: /Copy|Copied/ });
  await expect(button).toHaveText('Copy');
  await page.clock.pauseAt(new Date(t0 + 60_000));
  await button.click();
  await expect(button).toHaveText('✓ Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.code);
  await page.clock.runFor(1900);
  await expect(button).toHaveText('✓ Copied');
  await page.clock.runFor(200);
  await expect(button).toHaveText('Copy');
});

test('view count only above 0, a code block without language says "code", and print hides the controls', async ({ page }) => {
  let views = 0;
  await page.route('**/api/cheatsheets/slug/python-essentials', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Summary & { items: Item[] };
    body.views = views;
    body.items[0].language = null;
    await route.fulfill({ response, json: body });
  });
  await openInApp(page, '/cheatsheets/python-essentials');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/\bviews$/)).toHaveCount(0);
  await expect(page.locator('#item-1').getByText('code', { exact: true })).toBeVisible();

  views = 1234;
  await openInApp(page, '/cheatsheets/python-essentials');
  await expect(page.getByText('1,234 views')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Filter items by category' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Copy/ }).first()).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('#item-1 pre')).toBeVisible();
});
