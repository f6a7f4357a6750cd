import { describe, expect, it } from 'vitest';
import { buildExplanationPrompt } from '#src/ai/prompt.js';
import type { QuestionRecord } from '#src/questions/questions.js';

const option = (text: string, index: number): QuestionRecord['options'][number] => ({
  _id: `o${index}`,
  option_type: 'text',
  option_text: text,
  path_url: null,
  untranslated_fields: [],
});

const record = (question: string, options: string[], answer: string): QuestionRecord => ({
  question: {
    _id: 'q1',
    question,
    question_type: 'text',
    question_image_url: null,
    answer,
    explanation: null,
    subtopic_id: null,
    exam_ids: [],
    locale: 'en',
    untranslated_fields: [],
  },
  options: options.map(option),
});

describe("the AI explanation's prompt", () => {
  it('reads the rich text as plain lines: powers with a caret, code with its indentation, entities decoded', () => {
    const prompt = buildExplanationPrompt(
      record(
        '<p>If x<sup>2</sup> = 16 &amp; x &gt; 0, what does this print?</p><pre><code>def f(x):\n    return x * 2\n</code></pre>',
        ['<p>4</p>', '<p>8</p>', '<p>x<sup>3</sup></p>'],
        '<p>8</p>',
      ),
    );
    expect(prompt).toContain('Question: If x^2 = 16 & x > 0, what does this print?\ndef f(x):\n    return x * 2\n');
    expect(prompt).toContain('A. 4\nB. 8\nC. x^3\n');
    expect(prompt).toContain('The correct option is B (8).');
  });
});
