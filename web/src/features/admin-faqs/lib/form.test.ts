import { describe, expect, it } from 'vitest';
import { faqInput } from '@exam-prep/contract/admin/faqs';
import { specSlug } from '@/components/admin/spec-slug';
import { emptyFaqForm, formFromFaq, newQuestion, ONE_QUESTION_REQUIRED, TITLE_AND_SLUG_REQUIRED, toFaqPayload, withTitle } from './form';
import { IMAGE_TOO_LARGE, logoFileProblem, NOT_AN_IMAGE } from './logo';

describe('the FAQ form', () => {
  it('makes the slug by the spec’s rule: lowercase, only a-z 0-9 and hyphens, runs collapsed, end hyphens kept', () => {
    expect(specSlug('Python Programming FAQ')).toBe('python-programming-faq');
    expect(specSlug('  C++ & Java -- Basics!  ')).toBe('-c-java-basics-');
    expect(specSlug('SSC  CGL 2025')).toBe('ssc-cgl-2025');
  });

  it('follows the title with the slug until the slug is edited; an edit form never follows', () => {
    const typed = withTitle(emptyFaqForm(), 'Python FAQ');
    expect(typed.slug).toBe('python-faq');
    const edited = withTitle({ ...typed, slug: 'py', slugEdited: true }, 'Python Interview FAQ');
    expect(edited.slug).toBe('py');
    const loaded = formFromFaq({
      _id: 'f1',
      topic_title: 'Old',
      slug: 'old-slug',
      description: '',
      tags: [],
      featured: false,
      is_active: true,
      views: 0,
      logo_url: '',
      questions: [
        { _id: 'q2', question: 'Second', answer: '<p>2</p>', order: 1 },
        { _id: 'q1', question: 'First', answer: '<p>1</p>', order: 0 },
      ],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(loaded.questions.map((entry) => entry.question)).toEqual(['First', 'Second']);
    expect(withTitle(loaded, 'New').slug).toBe('old-slug');
  });

  it('refuses a form without title or slug, or without one complete pair', () => {
    expect(toFaqPayload(emptyFaqForm())).toEqual({ error: TITLE_AND_SLUG_REQUIRED });
    const titled = withTitle(emptyFaqForm(), 'Python FAQ');
    expect(toFaqPayload({ ...titled, slug: '  ' })).toEqual({ error: TITLE_AND_SLUG_REQUIRED });
    expect(toFaqPayload({ ...titled, questions: [newQuestion('Only a question', '<p><br></p>')] })).toEqual({
      error: ONE_QUESTION_REQUIRED,
    });
  });

  it('sends only pairs with a question and an answer, renumbered 0..n-1 in the order shown, tags as typed', () => {
    const form = {
      ...withTitle(emptyFaqForm(), 'Python FAQ'),
      tags: [' python ', ''],
      questions: [
        newQuestion('What is PEP 8?', '<p>A style guide.</p>'),
        newQuestion('', '<p>No question</p>'),
        newQuestion('No answer', ''),
        newQuestion('What is a list?', '<p>A sequence.</p>'),
      ],
    };
    const checked = toFaqPayload(form);
    expect('payload' in checked && faqInput.safeParse(checked.payload).success).toBe(true);
    expect(checked).toEqual({
      payload: {
        topic_title: 'Python FAQ',
        slug: 'python-faq',
        description: '',
        questions: [
          { question: 'What is PEP 8?', answer: '<p>A style guide.</p>', order: 0 },
          { question: 'What is a list?', answer: '<p>A sequence.</p>', order: 1 },
        ],
        featured: false,
        is_active: true,
        tags: [' python ', ''],
        logo_url: '',
      },
    });
  });

  it('accepts a picture of at most 5 MB for the logo', () => {
    expect(logoFileProblem(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(NOT_AN_IMAGE);
    expect(logoFileProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toBe(IMAGE_TOO_LARGE);
    expect(logoFileProblem(new File(['x'], 'logo.png', { type: 'image/png' }))).toBeNull();
  });
});
