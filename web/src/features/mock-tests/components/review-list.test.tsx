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
