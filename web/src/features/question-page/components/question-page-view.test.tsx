import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { WithI18n } from '@/i18n/test-support';
import { describe, expect, it } from 'vitest';
import type { QuestionPage } from '@/features/question-page/api/get-question-page';
import { QuestionPageView } from './question-page-view';

const page: QuestionPage = {
  record: {
    question: {
      _id: 'q2',
      question: '<p>What is <strong>20%</strong> of 150?</p>',
      question_type: 'text',
      question_image_url: null,
      answer: '30',
      explanation: '<p>150 × 0.2 = 30.</p>',
      subtopic_id: 's1',
      exam_ids: [],
      locale: 'en',
    },
    options: ['25', '30', '35', '40'].map((text, index) => ({ _id: `o${index}`, option_type: 'text', option_text: text, path_url: null })),
  },
  title: 'What is 20% of 150?',
  url: '/questions/q2/what-is-20-of-150',
  topic_name: 'general-aptitude',
  subtopic_name: 'percentages',
  previous: { _id: 'q1', title: 'A first question', url: '/questions/q1/a-first-question', locale: 'en' },
  next: { _id: 'q3', title: 'A third question', url: '/questions/q3/a-third-question', locale: 'en' },
  locale: 'en',
};

/** The view as the server renders it (no JavaScript has run). */
const serverHtml = (shown: QuestionPage, locale: 'en' | 'hi' = 'en') =>
  renderToString(
    <WithI18n locale={locale}>
      <StaticRouter location={shown.url}>
        <QuestionPageView page={shown} />
      </StaticRouter>
    </WithI18n>,
  );

describe('a question on its own page, rendered on the server', () => {
  const html = serverHtml(page);

  it('breadcrumbs to the topic and subtopic practice pages, a heading, the question and its lettered options', () => {
    expect(html).toMatch(
      /<nav aria-label="Breadcrumb"[\s\S]*href="\/practice"[\s\S]*href="\/practice\/general-aptitude"[\s\S]*href="\/practice\/general-aptitude\/percentages"/,
    );
    expect(html).toMatch(/<h1[^>]*>Percentages Question<\/h1>/);
    expect(html).toContain('<p>What is <strong>20%</strong> of 150?</p>');
    const options = [...html.matchAll(/<span class="visually-hidden">Option ([A-D]): <\/span><span class="[^"]*">([^<]*)<\/span>/g)];
    expect(options.map((match) => [match[1], match[2]])).toEqual([
      ['A', '25'],
      ['B', '30'],
      ['C', '35'],
      ['D', '40'],
    ]);
  });

  it('the answer and explanation sit in a closed <details> (revealed without JavaScript)', () => {
    const details = /<details[^>]*>([\s\S]*?)<\/details>/.exec(html);
    expect(details).not.toBeNull();
    expect(details![0]).not.toMatch(/<details[^>]* open/);
    expect(details![1]).toMatch(/^<summary[^>]*>Show answer<\/summary>/);
    expect(details![1]).toMatch(/Correct answer<\/h2><div[^>]*><span[^>]*>B<\/span><span[^>]*>30<\/span><\/div>/);
    expect(details![1]).toContain('<p>150 × 0.2 = 30.</p>');
  });

  it('links the previous and next question of the subtopic, and the subtopic practice page', () => {
    expect(html).toMatch(
      /<a[^>]*rel="prev"[^>]*href="\/questions\/q1\/a-first-question"|<a[^>]*href="\/questions\/q1\/a-first-question"[^>]*rel="prev"/,
    );
    expect(html).toMatch(
      /<a[^>]*rel="next"[^>]*href="\/questions\/q3\/a-third-question"|<a[^>]*href="\/questions\/q3\/a-third-question"[^>]*rel="next"/,
    );
    expect(html).toContain('← Previous question');
    expect(html).toContain('A third question');
    expect(html).toMatch(/href="\/practice\/general-aptitude\/percentages"[^>]*>Practise all Percentages questions/);
  });

  it('a question given as free text, without explanation, neighbours or subtopic', () => {
    const alone = serverHtml({
      ...page,
      record: { ...page.record, question: { ...page.record.question, answer: 'Thirty', explanation: null } },
      topic_name: null,
      subtopic_name: null,
      previous: null,
      next: null,
    });
    expect(alone).toMatch(/<h1[^>]*>Practice Question<\/h1>/);
    expect(alone).toMatch(/Correct answer<\/h2><div[^>]*>Thirty<\/div>/);
    expect(alone).toContain('No explanation available for this question.');
    expect(alone).not.toContain('rel="prev"');
    expect(alone).not.toContain('rel="next"');
    expect(alone).not.toContain('Practise all');
  });
});

describe('on a Hindi page', () => {
  it('its texts are in Hindi; a question served in English (no translation yet) is marked lang="en"', () => {
    const html = serverHtml({ ...page, topic_display_name: 'सामान्य अभियोग्यता', subtopic_display_name: 'प्रतिशत' }, 'hi');
    expect(html).toMatch(/<h1[^>]*>प्रतिशत का प्रश्न<\/h1>/);
    expect(html).toMatch(/<summary[^>]*>उत्तर देखें<\/summary>/);
    expect(html).toContain('← पिछला प्रश्न');
    expect(html).toContain('प्रतिशत के सभी प्रश्नों का अभ्यास करें');
    expect(html).toMatch(/<div class="rich-text[^"]*" lang="en"><p>What is <strong>20%<\/strong> of 150\?<\/p><\/div>/);
    expect(html).toMatch(/<span class="[^"]*" lang="en">A third question<\/span>/);
    expect(html).not.toContain('Show answer');
    expect(html).toContain('अभी हिंदी में उपलब्ध नहीं: अंग्रेज़ी में दिखाया गया है।');
  });

  it('a question translated into Hindi carries no lang of its own (the page’s applies)', () => {
    const hindi = serverHtml(
      { ...page, record: { ...page.record, question: { ...page.record.question, question: '<p>150 का 20% कितना है?</p>', locale: 'hi' } } },
      'hi',
    );
    expect(hindi).toMatch(/<div class="rich-text[^"]*"><p>150 का 20% कितना है\?<\/p><\/div>/);
    expect(hindi).not.toContain('अभी हिंदी में उपलब्ध नहीं');
  });

  it('keeps the row of Report a mistake in the card; the link itself comes with JavaScript (a report needs it)', () => {
    const html = serverHtml(page);
    const card = html.slice(html.indexOf('data-testid="question-page"'));
    expect(card.indexOf('data-testid="report-slot"')).toBeGreaterThan(card.indexOf('</details>'));
    expect(html).not.toContain('Report a mistake');
  });
});
