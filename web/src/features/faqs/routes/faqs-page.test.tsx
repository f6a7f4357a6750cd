// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAQS, faqHandlers } from '@/test-support/faq-fixtures';
import { fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

const api = setupScreenTests(...faqHandlers());

afterEach(() => vi.restoreAllMocks());

const section = (screen: Screen, name: string) => screen.queryByRole('region', { name });
const cardsIn = (screen: Screen, name: string) => within(within(section(screen, name)!).getByRole('list')).getAllByRole('link');
const searchBox = (screen: Screen) => screen.getByRole('searchbox', { name: 'Search FAQs' });

describe('the FAQ list (/faqs)', () => {
  it('shows the featured FAQs numbered, every FAQ ready, and the introduction', async () => {
    const screen = renderScreen('/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(await screen.findByTestId('result-count')).toHaveTextContent('4 Interview Questions Ready');
    const featured = cardsIn(screen, 'Featured FAQs');
    expect(featured.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^01Featured.*Python Interview Questions.*View Answers/),
      expect.stringMatching(/^02Featured.*SSC CGL/),
    ]);
    // A logo from our uploads, or the help icon.
    expect(featured[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/python_logo.png');
    const all = cardsIn(screen, 'Available Now');
    expect(all).toHaveLength(FAQS.length);
    expect(all[2]).toHaveAttribute('href', '/faqs/ibps-po');
    // At most 3 tags on a card.
    expect(all[0]!.textContent).toContain('#interview');
    expect(all[0]!.textContent).not.toContain('#coding');
    expect(screen.getByRole('heading', { name: 'About these FAQs' })).toBeVisible();
  });

  it('filters from the address (title, description, tags; any case), hides the featured section, and searches with the form', async () => {
    const screen = renderScreen('/faqs?search=BANKING');
    expect(await screen.findByTestId('result-count')).toHaveTextContent('1 Interview Question Ready');
    expect(cardsIn(screen, 'Available Now').map((card) => card.textContent)).toEqual([expect.stringContaining('IBPS PO')]);
    expect(section(screen, 'Featured FAQs')).toBeNull();
    expect(searchBox(screen)).toHaveValue('BANKING');

    // The form is a GET form to /faqs; submitting moves there with the trimmed words.
    const form = screen.getByRole('search', { name: 'Search FAQs' });
    expect(form).toHaveAttribute('action', '/faqs');
    expect(form).toHaveAttribute('method', 'get');
    await screen.user.clear(searchBox(screen));
    await screen.user.type(searchBox(screen), '  age limits ');
    await screen.user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(screen.location()).toBe('/faqs?search=age+limits');
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('1 Interview Question Ready'));
    expect(cardsIn(screen, 'Available Now')[0]).toHaveTextContent('SSC CGL');

    // The clear link drops the search.
    await screen.user.click(screen.getByRole('link', { name: '× Clear search' }));
    expect(screen.location()).toBe('/faqs');
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('4 Interview Questions Ready'));
    expect(section(screen, 'Featured FAQs')).not.toBeNull();
  });

  it('shows No Results Found with Clear Filters to /faqs', async () => {
    const screen = renderScreen('/faqs?search=kubernetes');
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filters')).toBeVisible();
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 Interview Questions Ready');
    await screen.user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(screen.location()).toBe('/faqs');
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('4 Interview Questions Ready'));
  });

  it('shows Something Went Wrong when the list fails, with a Try Again that reloads', async () => {
    api.use(fail('listFaqs', 500, 'boom'));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const screen = renderScreen('/faqs');
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.getByText('Failed to load FAQs')).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is in Hindi under /hi', async () => {
    const screen = renderScreen('/faqs', { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले प्रश्न' })).toBeVisible();
    expect(await screen.findByTestId('result-count')).toHaveTextContent('4 इंटरव्यू प्रश्न संग्रह तैयार');
    expect(screen.getByRole('search', { name: 'सामान्य प्रश्न खोजें' })).toHaveAttribute('action', '/hi/faqs');
  });
});
