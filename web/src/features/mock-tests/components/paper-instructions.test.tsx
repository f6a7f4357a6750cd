import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/i18n/test-support';
import { testInstructions, testPaper } from '@/features/mock-tests/lib/paper.test-support';
import { PaperInstructions } from './paper-instructions';

describe('PaperInstructions', () => {
  const paper = testInstructions(testPaper({ sizes: [2], durations: [10] }));
  const render = (locale?: 'hi') =>
    renderToStaticMarkup(
      <WithI18n locale={locale}>
        <MemoryRouter
          basename={locale ? '/hi' : undefined}
          initialEntries={[locale ? `/hi/mock-tests/${paper.slug}` : `/mock-tests/${paper.slug}`]}
        >
          <PaperInstructions paper={paper} onStart={() => {}} />
        </MemoryRouter>
      </WithI18n>,
    );

  it("links to the paper's leaderboard, in the page's language", () => {
    expect(render()).toMatch(
      new RegExp(`<a href="/mock-tests/${paper.slug}/leaderboard"[^>]*>Who ranks highest on this paper: see the leaderboard</a>`),
    );
    expect(render('hi')).toMatch(new RegExp(`<a href="/hi/mock-tests/${paper.slug}/leaderboard"[^>]*>इस पेपर में सबसे ऊपर कौन है`));
  });

  it('shows the sections from their question counts and minutes, without any question', () => {
    const html = render();
    expect(html).toContain('<h1 id="paper-title" class="page-title">IBPS PO Prelims 2023</h1>');
    expect(html).toMatch(/<th scope="row">Section 1<\/th><td>2<\/td><td>10 min<\/td>/);
    expect(html).toContain('2 questions');
  });
});
