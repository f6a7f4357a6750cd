// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { ADMIN, adminFaq } from '@/features/admin-faqs/test-support/fixtures';
import type { AdminFaq } from '@/features/admin-faqs/api/types';

// /manage-faqs against a fake API holding 12 FAQs: stat cards, the search on each keystroke, the pager, the star
// toggle (PATCH, then the list again) and the confirmed delete.

let stored: AdminFaq[] = [];
const reset = () => {
  stored = Array.from({ length: 12 }, (_, index) => adminFaq(`Topic ${String(index + 1).padStart(2, '0')}`, { views: index }));
};
reset();

const api = setupScreenTests(
  answer('profile', ADMIN),
  answer('listFaqsForAdmin', ({ url }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const found = stored.filter((faq) => faq.topic_title.toLowerCase().includes(search));
    const pages = Math.max(1, Math.ceil(found.length / 10));
    return {
      faqs: found.slice((page - 1) * 10, page * 10),
      pagination: { current: page, total: pages, totalItems: found.length, limit: 10, hasNext: page < pages, hasPrev: page > 1 },
    };
  }),
  answer('faqStats', () => ({
    total: stored.length,
    active: stored.length,
    inactive: 0,
    featured: stored.filter((faq) => faq.featured).length,
    totalViews: 66,
  })),
  answer('toggleFaqFeatured', ({ params }) => {
    stored = stored.map((faq) => (faq._id === params.id ? { ...faq, featured: !faq.featured } : faq));
    return stored.find((faq) => faq._id === params.id);
  }),
  answer('deleteFaq', ({ params }) => {
    stored = stored.filter((faq) => faq._id !== params.id);
    return HttpResponse.json({ message: 'FAQ deleted', _id: params.id! });
  }),
);

afterEach(() => {
  reset();
  vi.unstubAllGlobals();
});

describe('/manage-faqs', () => {
  it('shows the stats and pages, searches on each keystroke, toggles featured and deletes after the confirmation', async () => {
    const screen = renderScreen('/manage-faqs');
    const table = await screen.findByRole('table', { name: 'FAQs' });
    const stats = screen.getByRole('list', { name: 'FAQ statistics' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['12Total', '12Active', '0Featured', '66Total Views']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 10 of 12 FAQs')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();

    await screen.user.type(screen.getByLabelText('Search'), 'Topic 0');
    expect(await screen.findByText('Showing 9 of 9 FAQs')).toBeVisible();
    expect(screen.getByText('Page 1 of 1')).toBeVisible();

    const star = screen.getByRole('button', { name: 'Featured: Topic 03' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await screen.user.click(star);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Featured: Topic 03' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(screen.getByRole('list', { name: 'FAQ statistics' })).getByText('Featured').previousSibling).toHaveTextContent('1');

    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Delete Topic 03' })).toBeEnabled());
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    await screen.user.click(screen.getByRole('button', { name: 'Delete Topic 03' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this FAQ?');
    expect(api.calls('deleteFaq')).toHaveLength(0);
    await screen.user.click(screen.getByRole('button', { name: 'Delete Topic 03' }));
    expect(await screen.findByText('Showing 8 of 8 FAQs')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete Topic 03' })).toBeNull();
  });
});
