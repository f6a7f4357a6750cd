// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';
import { ADMIN, adminFaq } from '@/features/admin-faqs/test-support/fixtures';

// /create-faq through the app's routes against a fake API: the slug follows the title until edited, the checks and
// their messages, only complete pairs sent (renumbered), and the logo picker's own errors.

const api = setupScreenTests(
  answer('profile', ADMIN),
  // Where a saved form returns.
  answer('listFaqsForAdmin', { faqs: [], pagination: { current: 1, total: 1, totalItems: 0, limit: 10, hasNext: false, hasPrev: false } }),
  answer('faqStats', { total: 0, active: 0, inactive: 0, featured: 0, totalViews: 0 }),
);

async function writeAnswer(screen: Screen, card: HTMLElement, text: string) {
  const editor = await within(card).findByRole('textbox', { name: 'Answer' });
  await screen.user.click(editor);
  await screen.user.paste(text);
  await waitFor(() => expect(editor).toHaveTextContent(text));
}

const questionCard = (screen: Screen, n: number) => screen.getByRole('region', { name: `Question ${n}` });

describe('/create-faq', () => {
  it('follows the title with the slug until edited, checks the form, and sends only complete pairs renumbered', async () => {
    const sent: unknown[] = [];
    api.use(
      answer('createFaq', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(adminFaq('Python FAQ'), { status: 201 });
      }),
    );
    const screen = renderScreen('/create-faq');
    const create = await screen.findByRole('button', { name: 'Create FAQ' });
    await screen.user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('Topic title and slug are required');

    const title = screen.getByLabelText(/^Topic Title/);
    const slug = screen.getByLabelText(/^Slug/);
    await screen.user.type(title, 'Python: Top 10 FAQ!');
    expect(slug).toHaveValue('python-top-10-faq');
    await screen.user.clear(slug);
    await screen.user.type(slug, 'python-faq');
    await screen.user.type(title, 's');
    expect(slug).toHaveValue('python-faq');

    // A question without an answer is no pair.
    await screen.user.type(within(questionCard(screen, 1)).getByLabelText(/^Question/), 'What is PEP 8?');
    await screen.user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('At least one question with answer is required');

    await screen.user.click(screen.getByRole('button', { name: '+ Add Question' }));
    await screen.user.click(screen.getByRole('button', { name: '+ Add Question' }));
    await screen.user.type(within(questionCard(screen, 3)).getByLabelText(/^Question/), 'What is a list?');
    await writeAnswer(screen, questionCard(screen, 3), 'A sequence.');
    // Question 3 moves up above the empty question 2; question 1 still has no answer.
    await screen.user.click(screen.getByRole('button', { name: 'Move Question 3 up' }));
    expect(within(questionCard(screen, 2)).getByLabelText(/^Question/)).toHaveValue('What is a list?');
    expect(screen.getByRole('button', { name: 'Move Question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Question 3 down' })).toBeDisabled();

    await screen.user.click(screen.getByRole('button', { name: '+ Add Tag' }));
    expect(screen.getByLabelText('Tag 1')).toHaveFocus();
    await screen.user.keyboard('python');
    await screen.user.click(create);
    expect(await screen.findByText('Success! FAQ created successfully!')).toBeVisible();
    expect(sent).toEqual([
      {
        topic_title: 'Python: Top 10 FAQ!s',
        slug: 'python-faq',
        description: '',
        questions: [{ question: 'What is a list?', answer: '<p>A sequence.</p>', order: 0 }],
        featured: false,
        is_active: true,
        tags: ['python'],
        logo_url: '',
      },
    ]);
    await waitFor(() => expect(screen.location()).toBe('/manage-faqs'), { timeout: 4000 });
  });

  it('refuses a file that is not a picture or is over 5 MB, shows the upload’s own error, and previews an uploaded logo with a remove button', async () => {
    const uploads: unknown[] = [];
    const screen = renderScreen('/create-faq');
    const picker = await screen.findByLabelText('Upload Logo');
    // The picker offers pictures only, but a file dropped on it need not be one.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(picker, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');
    await user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Image size should be less than 5MB');
    expect(uploads).toEqual([]);

    // The server's own reason when the upload fails.
    api.use(answer('uploadImage', { error: 'Storage is full', message: 'Storage is full' }, { status: 503 }));
    await user.upload(picker, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Storage is full')).toBeVisible();
    api.server.resetHandlers();
    api.use(
      answer('uploadImage', async ({ request }) => {
        uploads.push(await request.json());
        return HttpResponse.json({ url: '/uploads/faq_logo.png' }, { status: 201 });
      }),
    );
    await user.upload(picker, new File(['png'], 'logo.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Logo preview' });
    expect(preview).toHaveAttribute('src', '/uploads/faq_logo.png');
    expect(uploads).toEqual([{ image: expect.stringMatching(/^data:image\/png;base64,/), folder: 'faq-logos' }]);
    await screen.user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Logo preview' })).toBeNull();
  });
});
