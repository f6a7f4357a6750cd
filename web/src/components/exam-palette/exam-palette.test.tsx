import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/i18n/test-support';
import { ExamPalette, PaletteLegend } from './exam-palette';

const items = [
  { id: 'a', number: 36, state: 'answered' as const },
  { id: 'b', number: 37, state: 'not-answered' as const },
  { id: 'c', number: 38, state: 'answered-marked' as const },
  { id: 'd', number: 39, state: 'not-visited' as const },
];

describe('ExamPalette', () => {
  const html = renderToStaticMarkup(
    <WithI18n>
      <ExamPalette items={items} currentId="b" onSelect={() => {}} heading="Reasoning: Question Palette" />
    </WithI18n>,
  );

  it('is a headed list of buttons named by number and state, the current one marked', () => {
    expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1"[^>]*>Reasoning: Question Palette<\/h2>/);
    const buttons = [...html.matchAll(/<button type="button"[^>]*aria-label="([^"]+)"([^>]*)>(\d+)<\/button>/g)];
    expect(buttons.map((match) => [match[1], match[3]])).toEqual([
      ['Question 36, Answered', '36'],
      ['Question 37, Not Answered', '37'],
      ['Question 38, Answered &amp; Marked for Review', '38'],
      ['Question 39, Not Visited', '39'],
    ]);
    expect(buttons.filter((match) => match[0].includes('aria-current="true"')).map((match) => match[3])).toEqual(['37']);
    expect(html).toMatch(/<ol[^>]*><li><button/);
  });

  it('shows a legend of all five states with their counts', () => {
    const legend = html.slice(html.indexOf('aria-label="Legend"'));
    for (const [label, count] of [
      ['Answered', 1],
      ['Not Answered', 1],
      ['Marked for Review', 0],
      ['Answered &amp; Marked for Review', 1],
      ['Not Visited', 1],
    ] as const) {
      expect(legend).toContain(`${label}<span class="visually-hidden">: ${count}</span>`);
    }
  });
});

describe('PaletteLegend', () => {
  it('explains the states without counts before any question is seen', () => {
    const html = renderToStaticMarkup(
      <WithI18n>
        <PaletteLegend />
      </WithI18n>,
    );
    expect(html.match(/<li /g)).toHaveLength(5);
    expect(html).not.toContain('visually-hidden');
    expect(html).toContain('Answered &amp; Marked for Review');
  });
});

describe('on a Hindi page', () => {
  it('names the palette, its buttons and its legend in Hindi', () => {
    const html = renderToStaticMarkup(
      <WithI18n locale="hi">
        <ExamPalette items={items} currentId="b" onSelect={() => {}} />
      </WithI18n>,
    );
    expect(html).toContain('>प्रश्न पैलेट</h2>');
    expect(html).toContain('aria-label="प्रश्न 36, उत्तर दिया"');
    expect(html).toContain('aria-label="प्रश्न 39, नहीं देखा"');
    expect(html).toContain('aria-label="संकेत"');
    expect(html).toContain('समीक्षा के लिए चिह्नित<span class="visually-hidden">: 0</span>');
  });
});
