import type { SeedSubtopic } from '#src/seed/types.js';

export const percentages: SeedSubtopic = {
  subtopic_name: 'percentages',
  category: 'Arithmetic',
  questions: [
    {
      question: "<p>Anil's salary is 25% more than Bimal's salary. By what percentage is Bimal's salary less than Anil's?</p>",
      options: [{ option_text: '25%' }, { option_text: '20%' }, { option_text: '22.5%' }, { option_text: '18%' }],
      answer: '20%',
      explanation:
        "<p>Let Bimal's salary be 100, so Anil's salary is 125. Bimal earns 25 less than Anil, and this difference is compared with <em>Anil's</em> salary: 25/125 × 100 = <strong>20%</strong>.</p><p><strong>Shortcut:</strong> if A is r% more than B, then B is r/(100 + r) × 100% less than A. Here 25/125 × 100 = 20%.</p>",
      exams: ['SSC CGL'],
    },
    {
      question:
        '<p>The price of sugar rises by 20%. By what percentage must a family reduce its consumption of sugar so that its expenditure on sugar does not change?</p>',
      options: [{ option_text: '16.67%' }, { option_text: '20%' }, { option_text: '18.5%' }, { option_text: '15%' }],
      answer: '16.67%',
      explanation:
        '<p>Expenditure = price × consumption. If the price goes from ₹100 to ₹120, the same money now buys only 100/120 of the old quantity, so consumption must fall by 20 parts out of 120.</p><p>Reduction = 20/120 × 100 = <strong>16.67%</strong> (that is, 16<sup>2</sup>⁄<sub>3</sub>%). <strong>Shortcut:</strong> r/(100 + r) × 100.</p>',
    },
    {
      question:
        "<p>The population of a town is 1,25,000. It increases by 4% in the first year and decreases by 5% in the second year. What is the town's population at the end of the second year?</p>",
      options: [{ option_text: '1,24,800' }, { option_text: '1,23,750' }, { option_text: '1,23,500' }, { option_text: '1,26,250' }],
      answer: '1,23,500',
      explanation:
        '<p>After the first year: 1,25,000 × 1.04 = 1,30,000.</p><p>After the second year: 1,30,000 × 0.95 = 1,23,500.</p><p>Note that the net change is not −1%: successive changes of +4% and −5% give 4 − 5 + (4 × −5)/100 = −1.2%, and 1.2% of 1,25,000 is 1,500.</p>',
      exams: ['IBPS PO', 'SBI PO'],
    },
    {
      question:
        '<p>A student needs 40% of the maximum marks to pass. He scores 178 marks and fails by 22 marks. What are the maximum marks?</p>',
      options: [{ option_text: '450' }, { option_text: '500' }, { option_text: '520' }, { option_text: '480' }],
      answer: '500',
      explanation:
        '<p>Pass marks = 178 + 22 = 200. These 200 marks are 40% of the maximum.</p><p>Maximum marks = 200 × 100/40 = <strong>500</strong>.</p>',
    },
    {
      question: '<p>If 15% of <em>x</em> is equal to 20% of <em>y</em>, then <em>x</em> : <em>y</em> is:</p>',
      options: [{ option_text: '3 : 4' }, { option_text: '2 : 3' }, { option_text: '4 : 3' }, { option_text: '5 : 4' }],
      answer: '4 : 3',
      explanation:
        '<p>0.15<em>x</em> = 0.20<em>y</em>, so <em>x</em>/<em>y</em> = 0.20/0.15 = 20/15 = 4/3.</p><p>Hence <em>x</em> : <em>y</em> = <strong>4 : 3</strong>. Quick check: the number with the smaller percentage must be the larger number.</p>',
      exams: ['SSC CGL', 'SSC CHSL'],
    },
    {
      question: '<p>Two successive discounts of 20% and 10% are equivalent to a single discount of:</p>',
      options: [{ option_text: '30%' }, { option_text: '27%' }, { option_text: '29%' }, { option_text: '28%' }],
      answer: '28%',
      explanation:
        '<p>After a 20% discount, ₹100 becomes ₹80; a further 10% off ₹80 leaves ₹72. Total discount = 100 − 72 = 28%.</p><p><strong>Shortcut:</strong> for successive discounts a% and b%, the single discount is a + b − ab/100 = 20 + 10 − 2 = 28%.</p>',
      exams: ['IBPS PO', 'SSC CGL'],
    },
    {
      question:
        '<p>In an election between two candidates, the winner gets 58% of the valid votes and wins by 4,800 votes. How many valid votes were cast?</p>',
      options: [{ option_text: '30,000' }, { option_text: '28,000' }, { option_text: '32,000' }, { option_text: '24,000' }],
      answer: '30,000',
      explanation:
        '<p>The loser gets 100 − 58 = 42% of the valid votes, so the winning margin is 58 − 42 = 16% of the valid votes.</p><p>16% = 4,800, so 100% = 4,800 × 100/16 = <strong>30,000</strong>.</p>',
      exams: ['SBI PO'],
    },
    {
      question: '<p>The length of a rectangle is increased by 20% and its breadth is decreased by 20%. What is the effect on its area?</p>',
      options: [
        { option_text: 'No change' },
        { option_text: '4% increase' },
        { option_text: '2% decrease' },
        { option_text: '4% decrease' },
      ],
      answer: '4% decrease',
      explanation:
        '<p>New area = 1.2<em>l</em> × 0.8<em>b</em> = 0.96<em>lb</em>, so the area falls by 4%.</p><p><strong>Shortcut:</strong> net change = a + b + ab/100 = 20 − 20 − 400/100 = −4%. A rise and an equal fall never cancel out; the result is always a loss of r<sup>2</sup>/100 %.</p>',
    },
    {
      question: '<p>60% of a number is 36 more than 40% of the same number. What is the number?</p>',
      options: [{ option_text: '160' }, { option_text: '180' }, { option_text: '200' }, { option_text: '240' }],
      answer: '180',
      explanation:
        '<p>60% − 40% = 20% of the number equals 36.</p><p>So the number = 36 × 100/20 = <strong>180</strong>. Check: 60% of 180 = 108 and 40% of 180 = 72; 108 − 72 = 36.</p>',
    },
    {
      question:
        '<p>Ramesh earns ₹48,000 a month and spends 75% of it. If his income rises by 20% and his expenditure rises by 10%, by what percentage do his savings increase?</p>',
      options: [{ option_text: '50%' }, { option_text: '30%' }, { option_text: '45%' }, { option_text: '40%' }],
      answer: '50%',
      explanation:
        '<p>Old: expenditure = 75% of ₹48,000 = ₹36,000, savings = ₹12,000.</p><p>New: income = ₹57,600, expenditure = ₹39,600, savings = ₹18,000.</p><p>Increase in savings = 6,000/12,000 × 100 = <strong>50%</strong>.</p>',
      exams: ['IBPS PO'],
    },
    // Math: LaTeX between $…$ / $$…$$, typeset by the proxy.
    {
      question: '<p>$12\\frac{1}{2}\\%$ of a number is 40. What is the number?</p>',
      options: [{ option_text: '320' }, { option_text: '300' }, { option_text: '360' }, { option_text: '500' }],
      answer: '320',
      explanation:
        '<p>$12\\frac{1}{2}\\% = \\frac{25}{2} \\times \\frac{1}{100} = \\frac{1}{8}$, so $\\frac{1}{8}$ of the number is 40 and the number is $40 \\times 8 = 320$.</p><p><strong>Shortcut:</strong> know the fraction equivalents by heart: $\\frac{1}{8} = 12.5\\%$, $\\frac{1}{6} = 16\\frac{2}{3}\\%$, $\\frac{1}{12} = 8\\frac{1}{3}\\%$.</p>',
      exams: ['SSC CGL', 'SSC CHSL'],
    },
    {
      question: '<p>If $x$ is $\\frac{1}{4}$ more than $y$, then $y$ is what fraction less than $x$?</p>',
      options: [
        { option_text: '$\\frac{1}{4}$' },
        { option_text: '$\\frac{1}{5}$' },
        { option_text: '$\\frac{1}{3}$' },
        { option_text: '$\\frac{1}{6}$' },
      ],
      answer: '$\\frac{1}{5}$',
      explanation:
        '<p>$x = y + \\frac{y}{4} = \\frac{5y}{4}$. The difference $x - y = \\frac{y}{4}$, compared with $x$, is</p><p>$$\\frac{y/4}{5y/4} = \\frac{1}{5},$$</p><p>so $y$ is $\\frac{1}{5}$ (that is, 20%) less than $x$. In general, if $x$ is $\\frac{1}{n}$ more than $y$, then $y$ is $\\frac{1}{n+1}$ less than $x$.</p>',
      exams: ['SSC CGL'],
    },
  ],
};
