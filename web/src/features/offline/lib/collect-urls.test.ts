// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mediaUrlsOf } from '@/features/offline/lib/collect-urls';
import { fallbackFrom } from '@/features/offline/lib/fallback-from';
import { formatBytes } from '@/features/offline/lib/format-bytes';

describe('mediaUrlsOf', () => {
  it('finds uploaded pictures in image fields and in the rich text, same origin only', () => {
    const records = [
      {
        question: {
          question: '<p>See <img src="/uploads/chart.png" alt="chart"></p>',
          question_image_url: 'figure 1.png',
          explanation: "<p><img alt='x' src='/uploads/why.png?v=1&amp;w=2'></p><img src=\"https://cdn.example/far.png\">",
        },
        options: [
          { option_type: 'image', path_url: 'option-a.png', option_text: '' },
          { option_type: 'text', path_url: null, option_text: '<img src="/uploads/inline.png">' },
        ],
      },
    ];
    expect(mediaUrlsOf(records).sort()).toEqual([
      '/uploads/chart.png',
      '/uploads/figure%201.png',
      '/uploads/inline.png',
      '/uploads/option-a.png',
      '/uploads/why.png?v=1&w=2',
    ]);
  });
});

describe('fallbackFrom', () => {
  it('accepts only this site’s paths', () => {
    expect(fallbackFrom('/hi/practice/a?page=2')).toBe('/hi/practice/a?page=2');
    expect(fallbackFrom('//evil.example/')).toBeUndefined();
    expect(fallbackFrom('/\\evil.example')).toBeUndefined();
    expect(fallbackFrom('https://evil.example/')).toBeUndefined();
    expect(fallbackFrom(null)).toBeUndefined();
  });
});

describe('formatBytes', () => {
  it('writes sizes in the units the media budget counts', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(120 * 1024)).toBe('120 KB');
    expect(formatBytes(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
  });
});
