import type { SeedSubtopic } from '#src/seed/types.js';

export const numberSeries: SeedSubtopic = {
  subtopic_name: 'number-series',
  category: 'Series',
  questions: [
    {
      question: '<p>Find the next number in the series: 2, 6, 12, 20, 30, ?</p>',
      options: [{ option_text: '40' }, { option_text: '42' }, { option_text: '44' }, { option_text: '36' }],
      answer: '42',
      explanation:
        '<p>The differences are 4, 6, 8, 10, so the next difference is 12: 30 + 12 = <strong>42</strong>.</p><p>Another view: the terms are 1×2, 2×3, 3×4, 4×5, 5×6, so the next is 6×7 = 42.</p>',
      exams: ['SSC CGL', 'SSC CHSL'],
    },
    {
      question: '<p>Find the next number in the series: 3, 7, 15, 31, 63, ?</p>',
      options: [{ option_text: '125' }, { option_text: '126' }, { option_text: '129' }, { option_text: '127' }],
      answer: '127',
      explanation:
        '<p>Each term is double the previous term plus 1: 3×2+1 = 7, 7×2+1 = 15, and so on.</p><p>Next = 63×2 + 1 = <strong>127</strong>. (Each term is also one less than a power of 2: 2<sup>7</sup> − 1 = 127.)</p>',
    },
    {
      question: '<p>Find the next number in the series: 1, 8, 27, 64, 125, ?</p>',
      options: [{ option_text: '196' }, { option_text: '225' }, { option_text: '216' }, { option_text: '256' }],
      answer: '216',
      explanation:
        '<p>The terms are the cubes 1<sup>3</sup>, 2<sup>3</sup>, 3<sup>3</sup>, 4<sup>3</sup>, 5<sup>3</sup>.</p><p>Next = 6<sup>3</sup> = <strong>216</strong>.</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>Find the wrong number in the series: 2, 5, 10, 17, 26, 38, 50</p>',
      options: [{ option_text: '38' }, { option_text: '10' }, { option_text: '26' }, { option_text: '50' }],
      answer: '38',
      explanation:
        '<p>The pattern is n<sup>2</sup> + 1: 1+1 = 2, 4+1 = 5, 9+1 = 10, 16+1 = 17, 25+1 = 26, 36+1 = 37, 49+1 = 50.</p><p>The sixth term should be 37, so <strong>38</strong> is wrong. Checking differences (3, 5, 7, 9, 11, 13) finds it just as fast.</p>',
      exams: ['IBPS PO', 'SBI PO'],
    },
    {
      question: '<p>Find the next number in the series: 120, 99, 80, 63, 48, ?</p>',
      options: [{ option_text: '35' }, { option_text: '36' }, { option_text: '33' }, { option_text: '37' }],
      answer: '35',
      explanation:
        '<p>Each term is one less than a perfect square: 11<sup>2</sup> − 1, 10<sup>2</sup> − 1, 9<sup>2</sup> − 1, 8<sup>2</sup> − 1, 7<sup>2</sup> − 1.</p><p>Next = 6<sup>2</sup> − 1 = <strong>35</strong>. (The differences 21, 19, 17, 15 give the next difference 13 and the same answer.)</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>Find the next number in the series: 7, 10, 16, 28, 52, ?</p>',
      options: [{ option_text: '96' }, { option_text: '100' }, { option_text: '104' }, { option_text: '98' }],
      answer: '100',
      explanation:
        '<p>The differences are 3, 6, 12, 24, each double the one before, so the next difference is 48.</p><p>Next = 52 + 48 = <strong>100</strong>. (Equivalently, each term = previous × 2 − 4.)</p>',
      exams: ['IBPS PO'],
    },
    {
      question: '<p>Find the next number in the series: 6, 3, 3, 4.5, 9, ?</p>',
      options: [{ option_text: '18' }, { option_text: '27' }, { option_text: '22.5' }, { option_text: '20.25' }],
      answer: '22.5',
      explanation:
        '<p>The multipliers increase by 0.5 each time: ×0.5, ×1, ×1.5, ×2, so the next is ×2.5.</p><p>Next = 9 × 2.5 = <strong>22.5</strong>. When terms fall and then rise, check for changing multipliers.</p>',
      exams: ['IBPS PO', 'SBI PO'],
    },
    {
      question: '<p>Find the next number in the series: 2, 3, 5, 7, 11, 13, ?</p>',
      options: [{ option_text: '15' }, { option_text: '19' }, { option_text: '16' }, { option_text: '17' }],
      answer: '17',
      explanation: '<p>These are consecutive prime numbers. The next prime after 13 is <strong>17</strong> (15 = 3 × 5 is not prime).</p>',
    },
    {
      question: '<p>Find the next number in the series: 3, 4, 8, 17, 33, ?</p>',
      options: [{ option_text: '58' }, { option_text: '56' }, { option_text: '49' }, { option_text: '60' }],
      answer: '58',
      explanation:
        '<p>The differences are 1, 4, 9, 16, i.e. 1<sup>2</sup>, 2<sup>2</sup>, 3<sup>2</sup>, 4<sup>2</sup>. The next difference is 5<sup>2</sup> = 25.</p><p>Next = 33 + 25 = <strong>58</strong>.</p>',
    },
    {
      question: '<p>Find the next number in the series: 1, 2, 6, 24, 120, ?</p>',
      options: [{ option_text: '600' }, { option_text: '840' }, { option_text: '240' }, { option_text: '720' }],
      answer: '720',
      explanation:
        '<p>Multiply by 2, 3, 4, 5 in turn (the terms are factorials 1!, 2!, 3!, 4!, 5!).</p><p>Next = 120 × 6 = <strong>720</strong>.</p>',
    },
  ],
};
