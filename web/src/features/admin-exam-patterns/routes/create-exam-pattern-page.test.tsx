// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminExamPattern } from '@/test-support/exam-pattern-fixtures';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /create-exam-pattern through the app's routes against a fake API: the form's sections and the spec's defaults, the
// slug following the name, sections that can be removed only when there are two, the negative-marking value shown
// only when it applies, and an official website that is not a URL refused before anything is sent. What the server
// stores of a pattern is the proxy's tests' (proxy/src/content/admin-patterns-cheatsheets.test.ts).

const created: Array<Record<string, unknown>> = [];
setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  // A create answers 201 with the stored pattern; what was sent is kept.
  answer('createExamPattern', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown> & { exam_name: string };
    created.push(body);
    return HttpResponse.json(adminExamPattern(body.exam_name, { _id: 'pattern-new' }), { status: 201 });
  }),
);
beforeEach(() => {
  created.length = 0;
});

const region = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('region', { name });
/** A field by its label's start: required fields' labels end with a '*' read by no one. */
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(?!\\w)`));

describe('/create-exam-pattern', () => {
  it('has the spec sections and defaults; the slug follows the name; sections and negative marking behave', async () => {
    const screen = renderScreen('/create-exam-pattern');
    const { user } = screen;
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Exam Pattern' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Basic Information',
      'Exam Sections',
      'Marking Scheme',
      'Eligibility Criteria',
      'Exam Details',
      'Preparation Strategy',
      'Statistics',
      'Additional Settings',
    ]);

    const basic = region('Basic Information');
    expect(field(basic, 'Exam Level')).toHaveValue('All');
    expect(field(basic, 'Total Questions')).toHaveValue(100);
    expect(field(basic, 'Total Marks')).toHaveValue(100);
    expect(field(basic, 'Duration (minutes)')).toHaveValue(120);
    await user.type(field(basic, 'Exam Name'), 'SSC Pattern 2026');
    expect(field(basic, 'Slug')).toHaveValue('ssc-pattern-2026');

    const sections = region('Exam Sections');
    const first = region('Section 1', sections);
    expect(field(first, 'Questions')).toHaveValue(25);
    expect(field(first, 'Marks per Question')).toHaveValue(1);
    expect(field(first, 'Total Marks')).toHaveValue(25);
    expect(field(first, 'Duration (minutes)')).toHaveValue(30);
    expect(within(first).getByLabelText('MCQ')).toBeChecked();
    expect(within(first).getByLabelText('Numerical')).not.toBeChecked();
    // One section cannot be removed; two can.
    expect(within(sections).queryAllByRole('button', { name: /^Remove Section/ })).toHaveLength(0);
    await user.click(within(sections).getByRole('button', { name: '+ Add Section' }));
    expect(within(sections).getAllByRole('button', { name: /^Remove Section/ })).toHaveLength(2);

    const marking = region('Marking Scheme');
    expect(field(marking, 'Correct Answer Marks')).toHaveValue(1);
    expect(field(marking, 'Wrong Answer Marks')).toHaveValue(0);
    expect(within(marking).queryByLabelText(/^Negative Marking Value/)).toBeNull();
    await user.click(within(marking).getByLabelText(/^Negative Marking$/));
    expect(field(marking, 'Negative Marking Value')).toBeInTheDocument();

    const eligibility = region('Eligibility Criteria');
    expect(field(eligibility, 'Minimum Age')).toHaveValue(18);
    expect(field(eligibility, 'Maximum Age')).toHaveValue(35);
    expect(field(eligibility, 'Nationality')).toHaveValue('Indian');
    const details = region('Exam Details');
    expect(field(details, 'Exam Frequency')).toHaveValue('Annual');
    expect(field(details, 'Exam Mode')).toHaveValue('Online');
    expect(field(details, 'Language Options')).toHaveValue('English, Hindi');
    const settings = region('Additional Settings');
    expect(field(settings, 'Exam Color')).toHaveValue('#3b82f6');
    expect(within(settings).getByLabelText('Active')).toBeChecked();
    expect(within(settings).getByLabelText('Featured')).not.toBeChecked();
  });

  it('an official website that is not a URL is refused and nothing is sent; a URL is, and the pattern is created', async () => {
    const screen = renderScreen('/create-exam-pattern');
    const { user } = screen;
    await user.type(field(await screen.findByRole('region', { name: 'Basic Information' }), 'Exam Name'), 'SSC Pattern 2026');
    const section = region('Section 1', region('Exam Sections'));
    await user.type(field(section, 'Section Name'), 'General Intelligence');
    await user.type(field(section, 'Section Code'), 'GI');
    const website = field(region('Exam Details'), 'Official Website');
    await user.type(website, 'ssc.nic.in');
    const create = screen.getByRole('button', { name: 'Create Exam Pattern' });
    await user.click(create);
    expect(await screen.findByRole('alert')).toHaveTextContent('Official website must be a URL');
    expect(created).toEqual([]);

    await user.clear(website);
    await user.type(website, 'https://ssc.gov.in');
    await user.click(create);
    expect(await screen.findByText('Exam pattern created successfully! Redirecting...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Exam Pattern' })).toBeDisabled();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ exam_name: 'SSC Pattern 2026', exam_official_website: 'https://ssc.gov.in', exam_level: 'All' });
  });
});
