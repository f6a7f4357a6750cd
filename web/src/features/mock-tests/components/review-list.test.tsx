import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/i18n/test-support';
import { testPaper, testResult } from '@/features/mock-tests/lib/paper.test-support';
import { reviewItems } from '@/features/mock-tests/lib/result-view';
import { ReviewList } from './review-list';

describe('the review of a Hindi attempt', () => {
  it('marks lang="en" the explanation the question’s translation lacks (untranslated_fields), and no other', () => {
    const english = testPaper({ sizes: [2] });
    // Both questions in Hindi; the second one's explanation is the English one.
    const paper = {
      ...english,
      sections: english.sections.map((section) => ({
        ...section,
        questions: section.questions.map((question) => ({ ...question, locale: 'hi' as const })),
      })),
    };
    const result = testResult(paper, {});
    result.questions[1] = { ...result.questions[1]!, untranslated_fields: ['explanation'] };
    const html = renderToStaticMarkup(
      <WithI18n locale="hi">
        <MemoryRouter>
          <ReviewList items={reviewItems(paper, result)} />
        </MemoryRouter>
      </WithI18n>,
    );
    expect([...html.matchAll(/<div[^>]*lang="en"[^>]*>(.*?)<\/div>/g)].map((match) => match[1])).toEqual(['<p>Because s0q1.</p>']);
    expect(html).toContain('<p>Because s0q0.</p>');
  });
});

describe('Report a mistake on a full paper’s review', () => {
  it('sits under each question with a public page, naming the question’s real id, not the paper’s', () => {
    const paper = testPaper({ sizes: [3] });
    const result = testResult(paper, {});
    // A question held for tests has no public page: it cannot be reported (the API answers it as unknown).
    result.questions[2] = { ...result.questions[2]!, question_path: null };
    const html = renderToStaticMarkup(
      <WithI18n>
        <MemoryRouter>
          <ReviewList items={reviewItems(paper, result)} />
        </MemoryRouter>
      </WithI18n>,
    );
    // The server's HTML keeps the link's row (the link itself needs the browser).
    const slots = [...html.matchAll(/<li[^>]*data-status[\s\S]*?(?=<li[^>]*data-status|$)/g)].map((item) =>
      item[0].includes('data-testid="report-slot"'),
    );
    expect(slots).toEqual([true, true, false]);
  });
});
