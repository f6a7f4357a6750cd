import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { WithI18n } from '@/i18n/test-support';
import { describe, expect, it } from 'vitest';
import { markForReviewAndNext, newAttempt, saveAndNext, selectOption, settle, startAttempt } from '@/features/mock-tests/lib/attempt';
import { testPaper } from '@/features/mock-tests/lib/paper.test-support';
import { NO_EXAM_ACTIONS, T0 } from '@/features/mock-tests/lib/exam-screen.test-support';
import { ExamScreen, type ExamActions } from './exam-screen';

/** The exam screen as the server would render it, in a language's texts. */
const render = (node: ReactNode, locale: 'en' | 'hi' = 'en') =>
  renderToStaticMarkup(
    <WithI18n locale={locale}>
      <MemoryRouter>{node}</MemoryRouter>
    </WithI18n>,
  );

const MIN = 60_000;
const actions: ExamActions = NO_EXAM_ACTIONS;

const buttonNames = (html: string) => [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((match) => match[0]);

describe('ExamScreen', () => {
  it('with sectional timing: both clocks, the open section tab only, its palette numbered across sections', () => {
    let attempt = startAttempt(newAttempt(testPaper({ sizes: [3, 2, 2], durations: [20, 20, 20] }), T0), T0);
    attempt = settle(attempt, T0 + 21 * MIN); // the first section has locked
    attempt = markForReviewAndNext(selectOption(attempt, 's1q0-b'));
    const html = render(<ExamScreen attempt={attempt} now={T0 + 25 * MIN} actions={actions} />);

    expect(html).toMatch(/data-testid="section-timer">15:00</);
    expect(html).toMatch(/data-testid="timer">35:00</);
    const tabs = buttonNames(html).filter((button) => button.includes('Section '));
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toMatch(/disabled=""[\s\S]*Locked/);
    expect(tabs[1]).toContain('aria-current="true"');
    expect(tabs[1]).not.toContain('disabled');
    expect(tabs[2]).toMatch(/disabled=""[\s\S]*Not open yet/);
    expect(html).toContain('Section 2: Question Palette');
    expect(html).toContain('aria-label="Question 4, Answered &amp; Marked for Review"');
    expect(html).toMatch(/aria-label="Question 5, Not Answered" aria-current="true"/);
    expect(html).not.toContain('aria-label="Question 1,');
    expect(html).toMatch(/Question 5 <span[^>]*>of 7<\/span>/);
    expect(html).toContain('Finish Section');
  });

  it('without sectional timing: one clock, every tab open, Submit Test, and the saved answer selected', () => {
    let attempt = startAttempt(newAttempt(testPaper({ sizes: [2, 2], duration: 90 }), T0), T0);
    attempt = saveAndNext(selectOption(attempt, 's0q0-c'));
    attempt = { ...attempt, position: { section: 0, question: 0 }, selection: 's0q0-c' };
    const html = render(<ExamScreen attempt={attempt} now={T0 + 30 * MIN} actions={actions} />);

    expect(html).not.toContain('section-timer');
    expect(html).toMatch(/data-testid="timer">1:00:00</);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>\s*<span[^>]*>Section/);
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios.filter((radio) => radio.includes('checked=""'))).toEqual([expect.stringContaining('value="s0q0-c"')]);
    for (const name of ['Save &amp; Next', 'Mark for Review &amp; Next', 'Clear Response', '← Previous', 'Submit Test']) {
      expect(html).toContain(`${name}</button>`);
    }
    // Previous is off on the first question.
    expect(html).toMatch(/<button type="button" class="btn btn-outline" disabled="">← Previous<\/button>/);
  });

  it('says so when a timed section came back empty, with no question actions but Finish Section', () => {
    const paper = testPaper({ sizes: [2, 2], durations: [10, 10] });
    paper.sections[0].questions = [];
    const html = render(<ExamScreen attempt={startAttempt(newAttempt(paper, T0), T0)} now={T0} actions={actions} />);
    expect(html).toContain('Section 1 has no questions');
    expect(html).not.toContain('Save &amp; Next');
    expect(html).toContain('Finish Section</button>');
  });
});

describe('ExamScreen on a Hindi page', () => {
  it('names its buttons, clocks and palette in Hindi', () => {
    const attempt = startAttempt(newAttempt(testPaper({ sizes: [2, 2], durations: [10, 10] }), T0), T0);
    const html = render(<ExamScreen attempt={attempt} now={T0} actions={actions} />, 'hi');
    for (const name of ['सेव करें और आगे बढ़ें', 'समीक्षा के लिए चिह्नित करें और आगे बढ़ें', 'उत्तर हटाएँ', '← पिछला', 'सेक्शन समाप्त करें']) {
      expect(html).toContain(`${name}</button>`);
    }
    expect(html).toContain('प्रश्न 1');
    expect(html).toContain('कुल');
    expect(html).not.toMatch(/Save &amp; Next|Question Palette|Time left/);
  });

  it('offers no Report a mistake while the paper is running: its answers are not confirmed yet', () => {
    const attempt = startAttempt(newAttempt(testPaper({ sizes: [2] }), T0), T0);
    const html = render(<ExamScreen attempt={selectOption(attempt, 's0q0-b')} now={T0} actions={actions} />);
    expect(html).toContain('data-testid="timer"');
    expect(html).not.toContain('report-slot');
    expect(html).not.toContain('Report a mistake');
  });
});
