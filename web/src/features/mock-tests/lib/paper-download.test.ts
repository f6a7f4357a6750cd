// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { paperDownloadUrls, paperItemId } from './paper-download';
import { paperQuestion, testPaper } from './paper.test-support';

describe('what a downloaded paper keeps', () => {
  const paper = testPaper({ sizes: [2] });
  paper.sections[0]!.questions[0] = {
    ...paperQuestion('s0q0'),
    question: '<p>Read the chart <img src="/uploads/chart.png" alt="chart"></p>',
    question_image_url: 'figure 1.png',
  };
  paper.sections[0]!.questions[1]!.options[2] = { _id: 's0q1-c', option_type: 'image', option_text: '', path_url: 'option-c.png' };

  it('the page in the student’s language, the layout’s read, every picture of the paper and the build files', () => {
    expect(paperDownloadUrls(paper, 'en', ['/assets/exam-screen-1.js'])).toEqual([
      '/mock-tests/ibps-po-prelims-2023',
      '/api/ai/status',
      '/uploads/chart.png',
      '/uploads/figure%201.png',
      '/uploads/option-c.png',
      '/assets/exam-screen-1.js',
    ]);
    expect(paperDownloadUrls(paper, 'hi', []).slice(0, 2)).toEqual(['/hi/mock-tests/ibps-po-prelims-2023', '/api/ai/status?locale=hi']);
  });

  it('never the draw itself (its GET makes an attempt) nor anything of the answers', () => {
    const urls = paperDownloadUrls(paper, 'en', []);
    expect(urls.some((url) => url.startsWith('/api/mock-tests/'))).toBe(false);
  });

  it('is one kept item per language and paper', () => {
    expect(paperItemId('hi', 'ibps-po-prelims-2023')).toBe('mock-test:hi/ibps-po-prelims-2023');
  });
});
