// @vitest-environment happy-dom
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { ADMIN, adminFaq } from '@/features/admin-faqs/test-support/fixtures';

// /edit-faq/{id}: the slug stays locked until Edit (then Done), the title never changes it; the PUT carries the
// whole form; a FAQ that cannot load shows why above an empty form.

const STORED = adminFaq('Python FAQ', {
  tags: ['python'],
  questions: [
    { _id: 'q2', question: 'Second?', answer: '<p>Two</p>', order: 1 },
    { _id: 'q1', question: 'First?', answer: '<p>One</p>', order: 0 },
  ],
});

const api = setupScreenTests(answer('profile', ADMIN), answer('getFaqForAdmin', STORED));

describe('/edit-faq/{id}', () => {
  it('locks the slug behind Edit/Done, and saves every field with the questions in the order shown', async () => {
    const sent: unknown[] = [];
    api.use(
      answer('updateFaq', async ({ request, params }) => {
        sent.push([params.id, await request.json()]);
        return HttpResponse.json(STORED);
      }),
    );
    const screen = renderScreen(`/edit-faq/${STORED._id}`);
    const slug = await screen.findByLabelText(/^Slug/);
    expect(slug).toBeDisabled();
    expect(slug).toHaveValue('python-faq');
    await screen.user.type(screen.getByLabelText(/^Topic Title/), ' 2026');
    expect(slug).toHaveValue('python-faq');

    await screen.user.click(screen.getByRole('button', { name: 'Edit slug' }));
    expect(slug).toBeEnabled();
    await screen.user.type(slug, '-2026');
    await screen.user.click(screen.getByRole('button', { name: 'Done editing slug' }));
    expect(slug).toBeDisabled();

    await screen.user.click(screen.getByRole('button', { name: 'Move Question 2 up' }));
    await screen.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Success! FAQ updated successfully!')).toBeVisible();
    expect(sent).toEqual([
      [
        STORED._id,
        {
          topic_title: 'Python FAQ 2026',
          slug: 'python-faq-2026',
          description: 'About Python FAQ',
          questions: [
            { question: 'Second?', answer: '<p>Two</p>', order: 0 },
            { question: 'First?', answer: '<p>One</p>', order: 1 },
          ],
          featured: false,
          is_active: true,
          tags: ['python'],
          logo_url: '',
        },
      ],
    ]);
  });

  it("says 'FAQ not found' for a 404 and 'Failed to load FAQ' otherwise, above an empty form", async () => {
    api.use(fail('getFaqForAdmin', 404, 'FAQ not found'));
    const missing = renderScreen('/edit-faq/nope');
    expect(await missing.findByRole('alert')).toHaveTextContent('FAQ not found');
    expect(missing.getByLabelText(/^Topic Title/)).toHaveValue('');
    missing.unmount();

    api.use(fail('getFaqForAdmin', 500));
    const broken = renderScreen('/edit-faq/f1');
    expect(await broken.findByRole('alert')).toHaveTextContent('Failed to load FAQ');
  });
});
