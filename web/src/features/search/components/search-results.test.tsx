import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/i18n/test-support';
import type { SearchResult } from '@/features/search/api/get-search';
import { SearchResults } from './search-results';

// FAQ topics and code questions: kinds the CMS indexes that the contract's public result type may not list yet.
const results = [
  { type: 'faq', title: 'SSC CGL', url: '/faqs/ssc-cgl', snippet: 'The <mark>age</mark> limit', locale: 'en' },
  { type: 'code_question', title: 'Reverse a String', url: '/programming-topics/python-basics#question-0', snippet: '', locale: 'en' },
] as unknown as SearchResult[];

const html = (locale: 'en' | 'hi') =>
  renderToString(
    <WithI18n locale={locale}>
      <StaticRouter location="/search?q=x">
        <SearchResults results={results} first={1} />
      </StaticRouter>
    </WithI18n>,
  );

describe('search results of the new kinds', () => {
  it('label FAQ and Code question hits and link to their pages', () => {
    const page = html('en');
    expect(page).toMatch(/data-type="faq"[^>]*>FAQ<\/span>/);
    expect(page).toMatch(/data-type="code_question"[^>]*>Code question<\/span>/);
    expect(page).toContain('<a href="/faqs/ssc-cgl"');
    expect(page).toContain('<a href="/programming-topics/python-basics#question-0"');
    expect(page).toContain('The <mark>age</mark> limit');
  });
  it('in Hindi too', () => {
    const page = html('hi');
    expect(page).toMatch(/data-type="faq"[^>]*>सामान्य प्रश्न<\/span>/);
    expect(page).toMatch(/data-type="code_question"[^>]*>कोड प्रश्न<\/span>/);
  });
});
