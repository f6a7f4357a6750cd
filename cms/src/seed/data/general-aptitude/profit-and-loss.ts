import type { SeedSubtopic } from '#src/seed/types.js';

export const profitAndLoss: SeedSubtopic = {
  subtopic_name: 'profit-and-loss',
  category: 'Arithmetic',
  questions: [
    {
      question: '<p>An article bought for ₹800 is sold at a profit of 15%. What is its selling price?</p>',
      options: [{ option_text: '₹900' }, { option_text: '₹920' }, { option_text: '₹935' }, { option_text: '₹880' }],
      answer: '₹920',
      explanation:
        '<p>Profit = 15% of ₹800 = ₹120.</p><p>Selling price = 800 + 120 = <strong>₹920</strong> (or directly 800 × 1.15 = 920).</p>',
      exams: ['SSC CHSL'],
    },
    {
      question: '<p>The cost price of 12 articles is equal to the selling price of 10 articles. What is the profit percentage?</p>',
      options: [{ option_text: '20%' }, { option_text: '16.67%' }, { option_text: '25%' }, { option_text: '18%' }],
      answer: '20%',
      explanation:
        '<p>Let the cost price of one article be ₹1. Then 10 articles sell for ₹12, while they cost ₹10.</p><p>Profit = ₹2 on a cost of ₹10, i.e. <strong>20%</strong>.</p><p><strong>Shortcut:</strong> profit % = (12 − 10)/10 × 100; always divide by the number of articles <em>sold</em>.</p>',
      exams: ['SSC CGL'],
    },
    {
      question:
        '<p>A shopkeeper marks his goods 40% above the cost price and then allows a discount of 15%. What is his profit percentage?</p>',
      options: [{ option_text: '25%' }, { option_text: '21%' }, { option_text: '19%' }, { option_text: '17%' }],
      answer: '19%',
      explanation:
        '<p>Let the cost price be ₹100. Marked price = ₹140. After a 15% discount, selling price = 140 × 0.85 = ₹119.</p><p>Profit = <strong>19%</strong>. Shortcut: 40 − 15 − (40 × 15)/100 = 40 − 15 − 6 = 19%.</p>',
      exams: ['SSC CGL', 'IBPS PO'],
    },
    {
      question:
        '<p>A trader sells two mobile phones at ₹12,000 each. On one he gains 20% and on the other he loses 20%. What is his overall result?</p>',
      options: [{ option_text: 'No profit, no loss' }, { option_text: '4% loss' }, { option_text: '4% gain' }, { option_text: '2% loss' }],
      answer: '4% loss',
      explanation:
        '<p>Cost of the first phone = 12,000/1.2 = ₹10,000; cost of the second = 12,000/0.8 = ₹15,000. Total cost = ₹25,000 against total sales of ₹24,000.</p><p>Loss = 1,000/25,000 × 100 = <strong>4%</strong>.</p><p><strong>Shortcut:</strong> when two items sell at the same price, one at x% gain and one at x% loss, there is always a loss of x<sup>2</sup>/100 % = 400/100 = 4%.</p>',
      exams: ['IBPS PO', 'SBI PO'],
    },
    {
      question:
        '<p>A dishonest dealer claims to sell rice at cost price but uses a weight of 900 g in place of 1 kg. What is his gain percentage?</p>',
      options: [{ option_text: '10%' }, { option_text: '9.09%' }, { option_text: '11.11%' }, { option_text: '12.5%' }],
      answer: '11.11%',
      explanation:
        '<p>He is paid for 1,000 g but gives only 900 g, so he gains 100 g on every 900 g he actually parts with.</p><p>Gain % = 100/900 × 100 = <strong>11.11%</strong> (11<sup>1</sup>⁄<sub>9</sub>%). Remember: divide the error by the <em>true weight given</em>, not by 1,000.</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>By selling a watch for ₹1,140, a man loses 5%. At what price should he sell it to gain 5%?</p>',
      options: [{ option_text: '₹1,254' }, { option_text: '₹1,260' }, { option_text: '₹1,250' }, { option_text: '₹1,280' }],
      answer: '₹1,260',
      explanation:
        '<p>95% of the cost price = ₹1,140, so the cost price = 1,140 × 100/95 = ₹1,200.</p><p>For a 5% gain, selling price = 1,200 × 1.05 = <strong>₹1,260</strong>. Shortcut: required SP = 1,140 × 105/95 = 1,260.</p>',
    },
    {
      question:
        '<p>An article is sold for ₹720 at a profit of 20%. What would the profit percentage have been if it were sold for ₹660?</p>',
      options: [{ option_text: '10%' }, { option_text: '8%' }, { option_text: '12%' }, { option_text: '15%' }],
      answer: '10%',
      explanation:
        '<p>Cost price = 720 × 100/120 = ₹600.</p><p>At ₹660 the profit is ₹60, which is 60/600 × 100 = <strong>10%</strong>.</p>',
    },
    {
      question:
        '<p>A sells a bicycle to B at a profit of 10%, and B sells it to C at a profit of 20%. If C pays ₹1,980, how much did the bicycle cost A?</p>',
      options: [{ option_text: '₹1,600' }, { option_text: '₹1,450' }, { option_text: '₹1,550' }, { option_text: '₹1,500' }],
      answer: '₹1,500',
      explanation:
        "<p>C's price = A's cost × 1.10 × 1.20 = A's cost × 1.32.</p><p>A's cost = 1,980/1.32 = <strong>₹1,500</strong>. Check: 1,500 → 1,650 (10% more) → 1,980 (20% more).</p>",
      exams: ['IBPS Clerk'],
    },
    {
      question: '<p>The marked price of a jacket is ₹2,500. It is sold for ₹2,125. What is the rate of discount?</p>',
      options: [{ option_text: '12%' }, { option_text: '15%' }, { option_text: '17.65%' }, { option_text: '18%' }],
      answer: '15%',
      explanation:
        '<p>Discount = 2,500 − 2,125 = ₹375.</p><p>Discount is always calculated on the marked price: 375/2,500 × 100 = <strong>15%</strong>. (17.65% is the error of dividing by the selling price.)</p>',
    },
    {
      question:
        '<p>If an article is sold at a profit of 12% instead of a profit of 8%, the seller gets ₹60 more. What is the cost price of the article?</p>',
      options: [{ option_text: '₹1,200' }, { option_text: '₹1,800' }, { option_text: '₹1,500' }, { option_text: '₹750' }],
      answer: '₹1,500',
      explanation:
        '<p>The two selling prices differ by 12% − 8% = 4% of the cost price.</p><p>4% of CP = ₹60, so CP = 60 × 100/4 = <strong>₹1,500</strong>.</p>',
    },
    // Math.
    {
      question: '<p>A shopkeeper sells an article for $\\frac{6}{5}$ of its cost price. What is his profit per cent?</p>',
      options: [{ option_text: '20%' }, { option_text: '16.67%' }, { option_text: '25%' }, { option_text: '15%' }],
      answer: '20%',
      explanation:
        '<p>SP $= \\frac{6}{5} \\times$ CP, so the profit is $\\frac{6}{5}\\,\\text{CP} - \\text{CP} = \\frac{1}{5}\\,\\text{CP}$ and the profit per cent is $\\frac{1}{5} \\times 100 = 20\\%$.</p>',
      exams: ['SSC CHSL'],
    },
    {
      question: '<p>Two articles are sold for ₹990 each, one at a 10% profit and the other at a 10% loss. What is the overall result?</p>',
      options: [
        { option_text: 'No profit, no loss' },
        { option_text: '1% loss' },
        { option_text: '1% profit' },
        { option_text: '2% loss' },
      ],
      answer: '1% loss',
      explanation:
        '<p>When two articles are sold at the same price, one at $x\\%$ profit and the other at $x\\%$ loss, the seller always loses</p><p>$$\\frac{x^2}{100}\\% = \\frac{10^2}{100}\\% = 1\\%.$$</p><p>Check: the cost prices are $\\frac{990}{1.1} = 900$ and $\\frac{990}{0.9} = 1100$, together ₹2,000 against ₹1,980 received: a loss of ₹20, which is 1%.</p>',
      exams: ['SSC CGL', 'IBPS Clerk'],
    },
  ],
};
