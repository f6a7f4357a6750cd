import { expect, test, type Page } from './support/test';

/**
 * The site in Hindi under /hi/… — every fixed text of its pages in Hindi, <html lang="hi">, hreflang
 * alternates both ways, a language switch in the bar and in the mobile menu that remembers the choice (and switches
 * inside the running page, or follows its link when it cannot), readable
 * with JavaScript off and on a 360 px phone. Content without a Hindi version is shown in English, marked lang="en".
 * The demo content has Hindi versions of topic and subtopic names and of some questions (cms/src/seed/data/hindi).
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** Hindi pages, each with its heading (the page's own text, in Hindi). */
const HINDI_PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/hi', heading: /प्रतियोगी परीक्षा/ },
  { path: '/hi/practice', heading: 'अभ्यास के विषय' },
  { path: '/hi/practice/general-aptitude', heading: 'सामान्य अभियोग्यता' },
  { path: '/hi/practice/general-aptitude/percentages', heading: 'प्रतिशत के प्रश्न' },
  { path: '/hi/random-topics', heading: 'अभ्यास के लिए कोई भी विषय' },
  { path: '/hi/test-topics', heading: 'विषय चुनें' },
  { path: '/hi/mock-tests', heading: 'मॉक टेस्ट' },
  { path: '/hi/exam-patterns', heading: 'परीक्षा पैटर्न' },
  { path: '/hi/cheatsheets', heading: 'चीटशीट' },
  { path: '/hi/saved', heading: 'सहेजे गए प्रश्न' },
  { path: '/hi/search?q=percentage', heading: 'खोजें' },
  { path: '/hi/privacy-policy', heading: 'गोपनीयता नीति' },
  { path: '/hi/no/such/page', heading: 'पेज नहीं मिला' },
];

/** Fixed English texts of the pages above that must not show on a Hindi page (content may be English; these are not). */
const ENGLISH_FIXED_TEXTS = [
  'Practice Topics',
  'Question 1',
  'Explanation',
  'Show answer',
  'Loading',
  'Search the site',
  'Page Not Found',
  'Skip to content',
];

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page's visible text outside items marked as English content. */
const fixedText = (page: Page) =>
  page.evaluate(() => {
    const main = document.body.cloneNode(true) as HTMLElement;
    for (const english of main.querySelectorAll('[lang="en"], script, noscript, style')) english.remove();
    return main.innerText;
  });

test.describe('Hindi pages on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path, heading } of HINDI_PAGES) {
    test(`${path}: Hindi throughout, no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const text = await fixedText(page);
      expect(text).toMatch(DEVANAGARI);
      for (const english of ENGLISH_FIXED_TEXTS) expect(text, `${path} shows “${english}”`).not.toContain(english);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('the language switch', () => {
  test('in the bar: the same page in the other language, and the choice is remembered', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/practice/general-aptitude');
    await expect(page.getByRole('heading', { level: 1, name: 'General Aptitude' })).toBeVisible();
    await page.locator('header.site-nav').getByRole('link', { name: 'हिंदी' }).first().click();
    await expect(page).toHaveURL(/\/hi\/practice\/general-aptitude$/);
    await expect(page.getByRole('heading', { level: 1, name: 'सामान्य अभियोग्यता' })).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect((await context.cookies()).find((cookie) => cookie.name === 'site_locale')?.value).toBe('hi');

    // Remembered: the home page takes a returning reader to the Hindi one.
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');

    // And back: English, remembered too.
    await page.locator('header.site-nav').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect((await context.cookies()).find((cookie) => cookie.name === 'site_locale')?.value).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Crack your competitive exam/ })).toBeVisible();
  });

  test('inside the running page: the same document, Hindi texts and data at the /hi address, and Back is English', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/practice/general-aptitude/percentages?page=1');
    await expect(page.locator('html')).toHaveAttribute('data-interactive');
    // A new document would not have it.
    await page.evaluate(() => Object.assign(window, { switchMarker: 'same document' }));
    const marker = () => page.evaluate(() => (window as unknown as { switchMarker?: string }).switchMarker);

    await page.locator('header.site-nav').getByRole('link', { name: 'हिंदी' }).first().click();
    await expect(page).toHaveURL(/\/hi\/practice\/general-aptitude\/percentages\?page=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'प्रतिशत के प्रश्न' })).toBeVisible();
    await expect(page.getByTestId('question-card').first().getByRole('heading', { level: 2, name: 'प्रश्न 1' })).toBeVisible();
    await expect(page).toHaveTitle(DEVANAGARI);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/hi/manifest.webmanifest');
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      'href',
      /\/hi\/practice\/general-aptitude\/percentages$/,
    );
    expect(await marker()).toBe('same document');

    await page.goBack();
    await expect(page).toHaveURL(/\/practice\/general-aptitude\/percentages\?page=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Percentages Questions' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await marker()).toBe('same document');
  });

  test('when the other language’s data cannot be loaded, the link is followed: a new page', async ({ page }) => {
    await page.goto('/practice');
    await expect(page.locator('html')).toHaveAttribute('data-interactive');
    await page.evaluate(() => Object.assign(window, { switchMarker: 'same document' }));
    await page.route('**/api/**', (route) => route.abort());
    await page.locator('header.site-nav').getByRole('link', { name: 'हिंदी' }).first().click();
    await expect(page).toHaveURL(/\/hi\/practice$/);
    // The server rendered it, with its data, as for any page load.
    await expect(page.getByRole('heading', { level: 1, name: 'अभ्यास के विषय' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { switchMarker?: string }).switchMarker)).toBeUndefined();
  });

  test('in the mobile menu, with the page’s query kept', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/practice/general-aptitude?q=percent');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await drawer.getByRole('link', { name: 'हिंदी' }).click();
    await expect(page).toHaveURL(/\/hi\/practice\/general-aptitude\?q=percent$/);
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    const hindiDrawer = page.getByRole('navigation', { name: 'मोबाइल' });
    await expect(hindiDrawer.getByRole('link', { name: 'हिंदी' })).toHaveAttribute('aria-current', 'true');
    for (const name of ['अभ्यास', 'मॉक टेस्ट', 'परीक्षा पैटर्न', 'चीटशीट'])
      await expect(hindiDrawer.getByRole('link', { name, exact: true })).toBeVisible();
    // A link in the menu stays in Hindi.
    await hindiDrawer.getByRole('link', { name: 'परीक्षा पैटर्न', exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/exam-patterns$/);
    await expect(page.getByRole('heading', { level: 1, name: 'परीक्षा पैटर्न' })).toBeVisible();
  });
});

/** The desktop bar's sections: those in its row, its "More" button and those behind it. */
const TOP_BAR_LINKS = {
  en: {
    row: ['Practice', 'Mock Tests', 'Cheatsheets', 'Programming', 'FAQs', 'Saved'],
    more: 'More',
    behindMore: ['Random Topics', 'Topic Tests', 'Exam Patterns'],
  },
  hi: {
    row: ['अभ्यास', 'मॉक टेस्ट', 'चीटशीट', 'प्रोग्रामिंग', 'सामान्य प्रश्न', 'सहेजे गए'],
    more: 'और',
    behindMore: ['रैंडम विषय', 'विषय टेस्ट', 'परीक्षा पैटर्न'],
  },
};

test.describe('the top bar with the switch in it', () => {
  // Phones (the switch's short name below 360 px), and the desktop bar from its narrowest (901 px, all nine links:
  // six in the row, three behind "More").
  for (const width of [320, 360, 901, 1040, 1180, 1280]) {
    test(`fits at ${width} px in both languages, nothing overlapping`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      for (const path of ['/', '/hi']) {
        await page.goto(path);
        const bar = page.locator('header.site-nav');
        const other = path === '/' ? 'हिंदी' : 'English';
        await expect(bar.getByRole('link', { name: other }).first()).toBeVisible();
        // The account link comes after hydration: measured once it is there.
        if (width >= 901) await expect(bar.getByTestId('account-link')).toBeVisible();
        const boxes = await bar.evaluate((header) => {
          const inner = header.querySelector('.container')!;
          return [...inner.children]
            .filter((child) => getComputedStyle(child).display !== 'none')
            .map((child) => child.getBoundingClientRect())
            .map(({ left, right }) => ({ left, right }));
        });
        // The bar's parts in a row, each after the one before, the last inside the screen.
        for (let at = 1; at < boxes.length; at += 1)
          expect(boxes[at]!.left, `${path} part ${at}`).toBeGreaterThanOrEqual(boxes[at - 1]!.right);
        expect(boxes.at(-1)!.right, path).toBeLessThanOrEqual(width);
        expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
        if (width >= 901) {
          const main = bar.getByRole('navigation', { name: path === '/' ? 'Main' : 'मुख्य' });
          const names = path === '/' ? TOP_BAR_LINKS.en : TOP_BAR_LINKS.hi;
          // Six sections and the account link ("Sign in": a glyph up to 1180 px); three more behind "More".
          await expect(main.getByRole('link')).toHaveCount(7);
          for (const name of names.row) await expect(main.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
          await expect(main.getByTestId('account-link')).toBeInViewport({ ratio: 1 });
          const more = main.locator('summary');
          await expect(more).toContainText(names.more);
          await expect(more).toBeInViewport({ ratio: 1 });
          await more.click();
          await expect(more).toHaveAttribute('aria-expanded', 'true');
          for (const name of names.behindMore) await expect(main.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
          expect(await sidewaysScroll(page), `${path} with More open`).toBeLessThanOrEqual(0);
          await page.keyboard.press('Escape');
          await expect(more).toHaveAttribute('aria-expanded', 'false');
          await expect(more).toBeFocused();
          await expect(main.getByRole('link')).toHaveCount(7);
          if (width === 1280) {
            // From the keyboard: Enter opens it, Tab walks its links, and Tab past the last one closes it.
            await page.keyboard.press('Enter');
            await expect(more).toHaveAttribute('aria-expanded', 'true');
            for (const name of names.behindMore) {
              await page.keyboard.press('Tab');
              await expect(main.getByRole('link', { name, exact: true })).toBeFocused();
            }
            await page.keyboard.press('Tab');
            await expect(main.getByTestId('account-link')).toBeFocused();
            await expect(more).toHaveAttribute('aria-expanded', 'false');
          }
        }
      }
    });
  }
});

test('hreflang alternates name both languages from both pages, English the default', async ({ page }) => {
  for (const path of ['/practice/general-aptitude', '/hi/practice/general-aptitude']) {
    await page.goto(path);
    const alternates = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          new URL(link.getAttribute('href')!).pathname,
        ]),
      ),
    );
    expect(alternates, path).toEqual({
      en: '/practice/general-aptitude',
      hi: '/hi/practice/general-aptitude',
      'x-default': '/practice/general-aptitude',
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('a Hindi page is read in full: its texts, its questions and their answers, and the switch works', async ({ page }) => {
    await page.goto('/hi/practice/general-aptitude/percentages');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await expect(page.getByRole('heading', { level: 1, name: 'प्रतिशत के प्रश्न' })).toBeVisible();
    const card = page.getByTestId('question-card').first();
    await expect(card.getByRole('heading', { level: 2, name: 'प्रश्न 1' })).toBeVisible();
    const reveal = card.locator('details');
    await reveal.getByText('उत्तर देखें').click();
    await expect(reveal.getByText('सही उत्तर')).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The switch in the bar is a plain link: the same page in English.
    await page.locator('header.site-nav').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/practice\/general-aptitude\/percentages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Percentages Questions' })).toBeVisible();
  });

  test('the desktop bar\'s "More" opens and its links work (a native disclosure, no state it cannot follow)', async ({ page }) => {
    await page.setViewportSize({ width: 1040, height: 700 });
    await page.goto('/hi/practice');
    const main = page.getByRole('navigation', { name: 'मुख्य' });
    const more = main.locator('summary');
    await expect(more).not.toHaveAttribute('aria-expanded');
    await expect(main.getByRole('link', { name: 'परीक्षा पैटर्न', exact: true })).toBeHidden();
    await more.click();
    await main.getByRole('link', { name: 'परीक्षा पैटर्न', exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/exam-patterns$/);
    await expect(page.getByRole('heading', { level: 1, name: 'परीक्षा पैटर्न' })).toBeVisible();
  });

  test('a Hindi search form stays on the Hindi pages', async ({ page }) => {
    await page.goto('/hi/search');
    const form = page.getByRole('search', { name: 'नई खोज' });
    await form.getByRole('searchbox').fill('प्रतिशत');
    await form.getByRole('button', { name: 'खोजें' }).click();
    await expect(page).toHaveURL(/\/hi\/search\?q=/);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  });
});

test('a Hindi question page: its own texts in Hindi, reached from the practice page', async ({ page }) => {
  await page.goto('/hi/practice/general-aptitude/percentages');
  const card = page.getByTestId('question-card').first();
  const id = await card.getAttribute('data-question-id');
  await card.getByRole('link', { name: /प्रश्न का पेज खोलें/ }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/questions/${id}/`));
  await expect(page.getByRole('heading', { level: 1, name: 'प्रतिशत का प्रश्न' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'ब्रेडक्रंब' });
  await expect(crumbs.getByRole('link', { name: 'सामान्य अभियोग्यता' })).toHaveAttribute('href', '/hi/practice/general-aptitude');
  await page.getByText('उत्तर देखें').click();
  await expect(page.getByRole('heading', { level: 2, name: 'सही उत्तर' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'व्याख्या' })).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  const text = await fixedText(page);
  for (const english of ['Show answer', 'Correct answer', 'Previous question', 'Next question']) expect(text).not.toContain(english);
});

test('the notes editor on a Hindi page: its toolbar, buttons and tooltips in Hindi', async ({ page }) => {
  await page.goto('/hi/practice');
  await page.getByRole('button', { name: 'मेरे नोट्स' }).click();
  const dialog = page.getByRole('dialog', { name: 'मेरे नोट्स' });
  await dialog.getByRole('button', { name: 'नया नोट' }).click();
  const toolbar = dialog.getByRole('toolbar', { name: 'विवरण की फ़ॉर्मैटिंग' });
  await expect(dialog.getByRole('textbox', { name: 'विवरण' })).toBeVisible();
  const buttons = toolbar.getByRole('button');
  await expect(buttons).toHaveCount(10);
  const names = await buttons.evaluateAll((elements) =>
    elements.map((button) => [button.getAttribute('aria-label'), button.getAttribute('title')]),
  );
  // Every button is named, and titled, in Hindi: none is left with the shared editor's English.
  for (const [name, title] of names) {
    expect(name).toMatch(DEVANAGARI);
    expect(title).toBe(name);
  }
  for (const name of ['बोल्ड', 'तिरछा', 'रेखांकित', 'शीर्षक 3', 'बुलेट सूची', 'क्रमांकित सूची', 'उद्धरण', 'कोड', 'पूर्ववत करें', 'फिर से करें'])
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  // The buttons work under their Hindi names.
  await dialog.getByRole('textbox', { name: 'विवरण' }).click();
  await toolbar.getByRole('button', { name: 'बोल्ड', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'बोल्ड', exact: true })).toHaveAttribute('aria-pressed', 'true');
});
