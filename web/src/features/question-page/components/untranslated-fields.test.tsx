import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/i18n/test-support';
import type { QuestionRecord } from '@/api/questions';
import type { QuestionPage } from '@/features/question-page/api/get-question-page';
import { QuestionPageView } from './question-page-view';
import { QuestionCard } from '@/components/question/question-card';
import { NoScriptAnswer } from '@/components/question/no-script-answer';

/**
 * A Hindi question whose translation lacks its explanation and its right option's text (the API names them in
 * `untranslated_fields`): on a Hindi page those English texts, and only they, are marked lang="en".
 */
const record: QuestionRecord = {
  question: {
    _id: 'q7',
    question: '<p>किस क्षेत्र ने सबसे अधिक बेचा?</p>',
    question_type: 'text',
    question_image_url: null,
    answer: 'South',
    explanation: '<p>The South bar is the tallest.</p>',
    subtopic_id: 's1',
    exam_ids: [],
    locale: 'hi',
    untranslated_fields: ['explanation', 'answer'],
  },
  options: [
    { _id: 'o1', option_type: 'text', option_text: 'उत्तर', path_url: null },
    { _id: 'o2', option_type: 'text', option_text: 'South', path_url: null, untranslated_fields: ['option_text'] },
    { _id: 'o3', option_type: 'text', option_text: 'पूर्व', path_url: null },
  ],
};

const page: QuestionPage = {
  record,
  title: 'किस क्षेत्र ने सबसे अधिक बेचा?',
  url: '/questions/q7/which-region-sold-the-most',
  topic_name: 'general-aptitude',
  subtopic_name: 'data-interpretation',
  previous: null,
  next: null,
  locale: 'hi',
};

const render = (node: React.ReactNode, locale: 'en' | 'hi') =>
  renderToString(
    <WithI18n locale={locale}>
      <StaticRouter location={page.url}>{node}</StaticRouter>
    </WithI18n>,
  );

/** The elements marked lang="en", as '<tag …>text'. */
const english = (html: string) => [...html.matchAll(/<(\w+)[^>]*\blang="en"[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => match[2]);

describe('fields served in English inside a Hindi question are marked lang="en"', () => {
  it('the question page: the explanation and the right option (in the list and as the answer); the Hindi texts not', () => {
    const html = render(<QuestionPageView page={page} />, 'hi');
    expect(english(html)).toEqual(['South', 'South', '<p>The South bar is the tallest.</p>']);
    expect(html).not.toMatch(/lang="en"[^>]*><p>किस क्षेत्र/);
    // The question itself is Hindi: no "shown in English" note.
    expect(html).not.toContain('अंग्रेज़ी');
  });

  it('a practice or saved card: the English option only', () => {
    const html = render(<QuestionCard record={record} number={1} onSelect={() => {}} />, 'hi');
    expect(english(html)).toEqual(['South']);
  });

  it('the answer without JavaScript: the right option and the explanation', () => {
    const html = render(<NoScriptAnswer record={record} />, 'hi');
    expect(english(html)).toEqual(['South', '<p>The South bar is the tallest.</p>']);
  });

  it('on an English page nothing is marked (it is all the page’s language)', () => {
    const html = render(<QuestionPageView page={{ ...page, locale: 'en' }} />, 'en');
    expect(html).not.toContain('lang="en"');
  });
});
