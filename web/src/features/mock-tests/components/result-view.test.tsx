import { renderToStaticMarkup } from 'react-dom/server';
import { WithI18n } from '@/i18n/test-support';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testPaper, testResult } from '@/features/mock-tests/lib/paper.test-support';
import type { MockTestResult } from '@exam-prep/contract/public/mock-tests';
import { ResultView } from './result-view';

describe('ResultView', () => {
  const paper = testPaper({ sizes: [2, 2] });
  const result = {
    ...testResult(paper, { s0q0: 's0q0-a', s0q1: 's0q1-b', s1q0: 's1q0-a' }),
    percentile: 87.54,
    // The server's count of the time (the device's, 1 s, is only for results stored before it).
    time_spent_seconds: 1325,
    sections: [
      { section_name: 'Section 1', score: 0.75, max_score: 2, correct: 1, wrong: 1, unanswered: 0 },
      { section_name: 'Section 2', score: 1, max_score: 2, correct: 1, wrong: 0, unanswered: 1 },
    ],
  };
  const history = [
    {
      attemptId: 'attempt-1',
      slug: paper.slug,
      title: paper.title,
      date: Date.UTC(2026, 2, 1),
      score: 1.75,
      maxScore: 4,
      percentile: 87.54,
    },
  ];
  const render = (shown: MockTestResult, locale?: 'hi') =>
    renderToStaticMarkup(
      <WithI18n locale={locale}>
        <MemoryRouter
          basename={locale ? '/hi' : undefined}
          initialEntries={[locale ? `/hi/mock-tests/${paper.slug}` : `/mock-tests/${paper.slug}`]}
        >
          <ResultView paper={paper} result={shown} timeSpentSeconds={1} history={history} onTakeAgain={() => {}} />
        </MemoryRouter>
      </WithI18n>,
    );
  const html = render(result);

  it('shows the score after negative marking, percentile, accuracy and time spent', () => {
    expect(html).toMatch(/data-testid="score">1.75<span[^>]*> \/ 4<\/span>/);
    expect(html).toContain('After negative marking (−0.25 per wrong answer)');
    expect(html).toMatch(/data-testid="percentile">87.5</);
    // 2 right of 3 answered.
    expect(html).toMatch(/data-testid="accuracy">67%</);
    expect(html).toMatch(/data-testid="time-spent">22 min 5 s</);
    expect(html).toContain('data-testid="counted-attempts"> among 12 attempts');
    expect(html).not.toContain('result-standing');
  });

  it('says in plain words when the attempt was late or is not counted, in English and Hindi', () => {
    const late = render({ ...result, late: true, counted: false });
    expect(late).toMatch(/data-standing="late">This attempt was sent after the time was up \(60 minutes and 1 minute of grace/);
    expect(late).toContain('it does not count in the percentile');
    expect(render({ ...result, counted: false })).toMatch(/data-standing="not-counted">This attempt is not counted/);
    expect(render({ ...result, late: true, counted: false }, 'hi')).toMatch(
      /data-standing="late">यह प्रयास समय समाप्त होने के बाद भेजा गया \(60 मिनट/,
    );
  });

  it('lists the section scores in a table', () => {
    expect(html).toMatch(/<th scope="row">Section 1<\/th><td>0.75 \/ 2<\/td><td>1<\/td><td>1<\/td><td>0<\/td>/);
    expect(html).toMatch(/<th scope="row">Section 2<\/th><td>1 \/ 2<\/td><td>1<\/td><td>0<\/td><td>1<\/td>/);
  });

  it('reviews every question with the chosen and correct answers, the explanation and the share that got it right', () => {
    const items = html.split('data-status="').slice(1);
    expect(items.map((item) => item.slice(0, item.indexOf('"')))).toEqual(['correct', 'wrong', 'correct', 'unanswered']);
    expect(items[1]).toContain('✓ Correct answer');
    expect(items[1]).toContain('✗ Your answer');
    expect(items[1]).toContain('<p>Because s0q1.</p>');
    expect(items[1]).toContain('40% got this right');
    expect(items[3]).not.toContain('Your answer');
    // Each question's own page, by its real id (the paper's ids are the attempt's own).
    expect(items[0]).toContain('href="/questions/real-s0q0/question-s0q0"');
  });

  it('draws the score history with its text alternative and table', () => {
    expect(html).toContain('Your scores on this paper');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="1 attempt, scoring 43.8% of the maximum."/);
    expect(html).toMatch(/<td>1.75 \/ 4 \(43.8%\)<\/td><td>87.5<\/td>/);
  });

  describe("the student's rank on the paper", () => {
    const rankLine = (html: string) => html.match(/<p[^>]*data-testid="paper-rank"[^>]*>.*?<\/p>/)?.[0] ?? '';
    const leaderboardLink = `href="/mock-tests/${paper.slug}/leaderboard"`;

    it('signed in and ranked: "Rank R of N" and a link to the leaderboard, in English and Hindi', () => {
      const ranked = rankLine(render({ ...result, rank: { rank: 3, of: 41 } }));
      expect(ranked).toContain('data-rank="ranked"');
      expect(ranked).toContain('Rank 3 of 41');
      expect(ranked).toContain(leaderboardLink);
      expect(ranked).toMatch(/>See the leaderboard<\/a>/);
      const hindi = rankLine(render({ ...result, rank: { rank: 3, of: 41 } }, 'hi'));
      expect(hindi).toContain('41 में से रैंक 3');
      expect(hindi).toContain(`href="/hi/mock-tests/${paper.slug}/leaderboard"`);
      expect(hindi).toMatch(/>लीडरबोर्ड देखें<\/a>/);
    });

    it('signed in without a ranked attempt (null): says only the first on-time attempt gets a rank', () => {
      const none = rankLine(render({ ...result, rank: null }));
      expect(none).toContain('data-rank="none"');
      expect(none).toContain('Only your first on-time attempt of a paper gets a rank.');
      expect(none).not.toContain('/student/login');
      expect(rankLine(render({ ...result, rank: null }, 'hi'))).toContain('केवल आपके पहले, समय पर भेजे गए प्रयास को रैंक मिलती है');
    });

    it("anonymous (no rank key): invites to sign in, on the page language's sign-in page", () => {
      expect('rank' in result).toBe(false);
      const anonymous = rankLine(html);
      expect(anonymous).toContain('data-rank="anonymous"');
      expect(anonymous).toContain('<a href="/student/login" data-discover="true">Sign in to get a rank on this paper</a>');
      expect(anonymous).not.toContain('Rank ');
      expect(rankLine(render(result, 'hi'))).toContain(
        '<a href="/hi/student/login" data-discover="true">इस पेपर में रैंक पाने के लिए साइन इन करें</a>',
      );
    });
  });
});
