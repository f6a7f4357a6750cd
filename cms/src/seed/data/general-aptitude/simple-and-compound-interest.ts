import type { SeedSubtopic } from '#src/seed/types.js';

export const simpleAndCompoundInterest: SeedSubtopic = {
  subtopic_name: 'simple-and-compound-interest',
  category: 'Arithmetic',
  questions: [
    {
      question: '<p>What is the simple interest on ₹8,000 at 6% per annum for 3 years?</p>',
      options: [{ option_text: '₹1,400' }, { option_text: '₹1,520' }, { option_text: '₹1,440' }, { option_text: '₹1,280' }],
      answer: '₹1,440',
      explanation: '<p>SI = P × R × T/100 = 8,000 × 6 × 3/100 = <strong>₹1,440</strong>.</p>',
    },
    {
      question:
        '<p>A sum of money at simple interest amounts to ₹9,800 in 5 years and to ₹12,005 in 8 years. What is the rate of interest per annum?</p>',
      options: [{ option_text: '10%' }, { option_text: '12%' }, { option_text: '11%' }, { option_text: '12.5%' }],
      answer: '12%',
      explanation:
        '<p>Interest for the 3 extra years = 12,005 − 9,800 = ₹2,205, so interest per year = ₹735.</p><p>Principal = 9,800 − 5 × 735 = 9,800 − 3,675 = ₹6,125.</p><p>Rate = 735/6,125 × 100 = <strong>12%</strong>.</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>What is the compound interest on ₹10,000 at 10% per annum for 2 years, compounded annually?</p>',
      options: [{ option_text: '₹2,100' }, { option_text: '₹2,000' }, { option_text: '₹2,110' }, { option_text: '₹2,200' }],
      answer: '₹2,100',
      explanation:
        '<p>Amount = 10,000 × (1.1)<sup>2</sup> = 10,000 × 1.21 = ₹12,100, so CI = <strong>₹2,100</strong>.</p><p><strong>Shortcut:</strong> the effective rate for 2 years at r% is 2r + r<sup>2</sup>/100 = 20 + 1 = 21%, and 21% of 10,000 = 2,100.</p>',
      exams: ['IBPS PO', 'IBPS Clerk'],
    },
    {
      question:
        '<p>What is the difference between the compound interest (compounded annually) and the simple interest on ₹5,000 at 8% per annum for 2 years?</p>',
      options: [{ option_text: '₹32' }, { option_text: '₹40' }, { option_text: '₹30' }, { option_text: '₹64' }],
      answer: '₹32',
      explanation:
        '<p>For 2 years, CI − SI = P(R/100)<sup>2</sup> = 5,000 × (8/100)<sup>2</sup> = 5,000 × 0.0064 = <strong>₹32</strong>.</p><p>Check: SI = ₹800; CI = 5,000 × (1.08<sup>2</sup> − 1) = 5,000 × 0.1664 = ₹832.</p>',
      exams: ['SSC CGL', 'IBPS PO'],
    },
    {
      question: '<p>A sum of money doubles itself in 8 years at simple interest. What is the rate of interest per annum?</p>',
      options: [{ option_text: '10%' }, { option_text: '8%' }, { option_text: '12.5%' }, { option_text: '15%' }],
      answer: '12.5%',
      explanation:
        '<p>Doubling means the interest equals the principal, i.e. 100% interest in 8 years.</p><p>Rate = 100/8 = <strong>12.5%</strong> per annum.</p>',
    },
    {
      question:
        '<p>At compound interest, a sum of money becomes 2 times itself in 5 years. In how many years will it become 8 times itself at the same rate?</p>',
      options: [{ option_text: '20 years' }, { option_text: '40 years' }, { option_text: '24 years' }, { option_text: '15 years' }],
      answer: '15 years',
      explanation:
        '<p>Under compound interest, growth multiplies: 2 times in 5 years means 2 × 2 = 4 times in 10 years and 2 × 2 × 2 = 8 times in 15 years.</p><p>Since 8 = 2<sup>3</sup>, the time is 3 × 5 = <strong>15 years</strong>. (40 years would be the simple-interest style mistake.)</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>Find the compound interest on ₹16,000 at 10% per annum for 1 year, compounded half-yearly.</p>',
      options: [{ option_text: '₹1,600' }, { option_text: '₹1,640' }, { option_text: '₹1,680' }, { option_text: '₹1,632' }],
      answer: '₹1,640',
      explanation:
        '<p>Half-yearly compounding: rate = 10/2 = 5% per half-year, time = 2 half-years.</p><p>Amount = 16,000 × (1.05)<sup>2</sup> = 16,000 × 1.1025 = ₹17,640, so CI = <strong>₹1,640</strong>. (Effective rate 5 + 5 + 0.25 = 10.25%.)</p>',
      exams: ['IBPS PO', 'SBI PO'],
    },
    {
      question: '<p>The simple interest on a sum for 3 years at 8% per annum is ₹1,920. What is the sum?</p>',
      options: [{ option_text: '₹8,000' }, { option_text: '₹7,500' }, { option_text: '₹8,400' }, { option_text: '₹6,400' }],
      answer: '₹8,000',
      explanation: '<p>P = SI × 100/(R × T) = 1,920 × 100/(8 × 3) = 1,92,000/24 = <strong>₹8,000</strong>.</p>',
    },
    {
      question: '<p>At what rate of compound interest per annum will ₹6,250 amount to ₹7,290 in 2 years?</p>',
      options: [{ option_text: '6%' }, { option_text: '9%' }, { option_text: '8%' }, { option_text: '7.5%' }],
      answer: '8%',
      explanation:
        '<p>(1 + r/100)<sup>2</sup> = 7,290/6,250 = 729/625 = (27/25)<sup>2</sup>.</p><p>So 1 + r/100 = 27/25 = 1.08, giving r = <strong>8%</strong>. Spotting the perfect squares 729 = 27<sup>2</sup> and 625 = 25<sup>2</sup> is the shortcut.</p>',
      exams: ['SBI PO'],
    },
    {
      question:
        '<p>₹12,000 is divided into two parts. One part is lent at 8% and the other at 10% simple interest per annum. If the total yearly interest is ₹1,100, how much was lent at 8%?</p>',
      options: [{ option_text: '₹7,000' }, { option_text: '₹6,000' }, { option_text: '₹4,500' }, { option_text: '₹5,000' }],
      answer: '₹5,000',
      explanation:
        '<p>Let ₹<em>x</em> be lent at 8%. Then 0.08<em>x</em> + 0.10(12,000 − <em>x</em>) = 1,100, so 1,200 − 0.02<em>x</em> = 1,100 and <em>x</em> = <strong>₹5,000</strong>.</p><p>Check: 8% of 5,000 = 400 and 10% of 7,000 = 700; total ₹1,100. <strong>Shortcut:</strong> if all ₹12,000 earned 10%, the interest would be ₹1,200; every ₹100 moved to 8% cuts ₹2, and ₹100 must be cut, so ₹5,000 is at 8%.</p>',
    },
    // Math.
    {
      question: '<p>What is the compound interest on ₹10,000 for 2 years at 10% per annum, compounded annually?</p>',
      options: [{ option_text: '₹2,100' }, { option_text: '₹2,000' }, { option_text: '₹2,200' }, { option_text: '₹1,100' }],
      answer: '₹2,100',
      explanation:
        "<p>$$A = P\\left(1 + \\frac{R}{100}\\right)^{T} = 10000 \\times \\left(\\frac{11}{10}\\right)^{2} = 12100,$$</p><p>so the compound interest is $12100 - 10000 =$ ₹2,100: ₹100 more than simple interest, the interest on the first year's interest.</p>",
      exams: ['SSC CGL', 'IBPS PO'],
    },
    {
      question: '<p>At what rate of compound interest per annum will ₹1,000 amount to ₹1,331 in 3 years?</p>',
      options: [{ option_text: '10%' }, { option_text: '11%' }, { option_text: '12%' }, { option_text: '9%' }],
      answer: '10%',
      explanation:
        '<p>$\\left(1 + \\frac{R}{100}\\right)^{3} = \\frac{1331}{1000}$, so $1 + \\frac{R}{100} = \\sqrt[3]{\\frac{1331}{1000}} = \\frac{11}{10}$ and $R = 10\\%$.</p><p><strong>Tip:</strong> $11^3 = 1331$, $12^3 = 1728$; cubes of 11 to 15 come up often.</p>',
      exams: ['IBPS PO', 'SBI PO'],
    },
    {
      question: '<p>A sum of money doubles itself in 5 years at compound interest. In how many years will it become 8 times itself?</p>',
      options: [{ option_text: '15 years' }, { option_text: '20 years' }, { option_text: '40 years' }, { option_text: '10 years' }],
      answer: '15 years',
      explanation:
        '<p>At compound interest the sum doubles every 5 years: $P \\to 2P \\to 2^{2}P \\to 2^{3}P$. Since $8 = 2^{3}$, it takes $3 \\times 5 = 15$ years.</p>',
      exams: ['SSC CGL'],
    },
    {
      question:
        '<p>The difference between the compound interest and the simple interest on a sum for 2 years at 5% per annum is ₹25. What is the sum?</p>',
      options: [{ option_text: '₹10,000' }, { option_text: '₹5,000' }, { option_text: '₹12,500' }, { option_text: '₹20,000' }],
      answer: '₹10,000',
      explanation:
        '<p>For 2 years, $\\text{CI} - \\text{SI} = P\\left(\\frac{R}{100}\\right)^{2}$, so $25 = P \\times \\left(\\frac{5}{100}\\right)^{2} = \\frac{P}{400}$ and $P =$ ₹10,000.</p>',
      exams: ['IBPS Clerk', 'SBI PO'],
    },
  ],
};
