// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Topic } from '@exam-prep/contract/public/catalogue';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /add-topic through the app's routes against a fake API: the stored slug shown while typing, names without letters
// refused, the server's 409 shown, and the Hindi names written from the same screen (the server's own refusal of a
// blank one shown).

let topics: Topic[] = [];
let hindiNames: Record<string, string> = {};
const added: unknown[] = [];

function translationOf(id: string) {
  const topic = topics.find((candidate) => candidate._id === id)!;
  const hindi = hindiNames[id];
  return {
    _id: id,
    type: 'topics' as const,
    locale: 'hi' as const,
    english: { display_name: topic.topic_name },
    translation: hindi ? { display_name: hindi } : null,
    shared: [],
  };
}

setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listTopics', () => topics),
  answer('addTopic', async ({ request }) => {
    const body = (await request.json()) as { topic_name: string };
    added.push(body);
    const slug = body.topic_name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    if (topics.some((topic) => topic.topic_name === slug))
      return HttpResponse.json({ message: `A topic named "${slug}" already exists` }, { status: 409 });
    const topic: Topic = { _id: `topic-${topics.length + 1}`, topic_name: slug, locale: 'en' };
    topics = [...topics, topic];
    return HttpResponse.json(topic, { status: 201 });
  }),
  answer('getTranslation', ({ params }) => translationOf(params.id!)),
  answer('saveTranslation', async ({ params, request }) => {
    const body = (await request.json()) as { display_name: string };
    if (!body.display_name.trim()) return HttpResponse.json({ message: 'display_name is required in the translation' }, { status: 400 });
    hindiNames[params.id!] = body.display_name;
    return translationOf(params.id!);
  }),
);
beforeEach(() => {
  topics = [{ _id: 'topic-1', topic_name: 'general-aptitude', locale: 'en' }];
  hindiNames = {};
  added.length = 0;
});

function renderPage() {
  return renderScreen('/add-topic');
}

describe('/add-topic', () => {
  it('shows the stored slug, refuses names without letters, and validates', async () => {
    const { user } = renderPage();
    await screen.findByRole('list', { name: /Existing Topics/ });
    const name = screen.getByLabelText('Topic name');
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a topic name');

    await user.type(name, '!!! ---');
    expect(screen.getAllByText('Topic name must contain letters or digits').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Topic name must contain letters or digits');
    expect(added).toEqual([]);

    await user.clear(name);
    await user.type(name, '  Profit & Loss (Basics)  ');
    expect(screen.getByTestId('stored-name')).toHaveTextContent('profit-loss-basics');
    expect(name).toHaveAccessibleDescription(/Will be stored as: profit-loss-basics/);
  });

  it('adds a topic, lists it by its stored name, and shows the server refusing the same name again', async () => {
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: /Existing Topics/ });
    await user.type(screen.getByLabelText('Topic name'), 'Number Systems');
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Topic added successfully!');
    expect(await within(list).findByText('number-systems')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Topic name'), 'NUMBER-SYSTEMS');
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A topic named "number-systems" already exists');
  });

  it("writes a topic's Hindi name from the topics page; a blank one is refused with the server's words", async () => {
    const { user } = renderPage();
    await screen.findByRole('list', { name: /Existing Topics/ });
    await user.click(within(screen.getByRole('group', { name: 'Language of this form' })).getByRole('button', { name: 'हिंदी' }));
    const row = (await screen.findByRole('heading', { name: 'General Aptitude' })).closest('li')!;
    expect(await within(row).findByText(/No हिंदी version yet/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Save हिंदी version' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('display_name is required in the translation');
    await user.type(within(row).getByLabelText(/^Name \(Hindi\)/), 'सामान्य योग्यता');
    await user.click(within(row).getByRole('button', { name: 'Save हिंदी version' }));
    expect(await within(row).findByRole('status')).toHaveTextContent('हिंदी version saved.');
    expect(hindiNames).toEqual({ 'topic-1': 'सामान्य योग्यता' });
  });
});
