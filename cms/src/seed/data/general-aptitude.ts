import type { SeedTopic } from '../types';

/**
 * Demo questions for the General Aptitude topic. Charts used by data-interpretation are drawn
 * by src/seed/images.ts; the numbers below must match them.
 */
export const generalAptitude: SeedTopic = {
  topic_name: 'general-aptitude',
  subtopics: [
    /* ------------------------------------------------------------------ percentages */
    {
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
          question:
            '<p>The length of a rectangle is increased by 20% and its breadth is decreased by 20%. What is the effect on its area?</p>',
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
        // Math (issue #17): LaTeX between $…$ / $$…$$, typeset by the proxy.
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
    },

    /* ------------------------------------------------------------------ profit and loss */
    {
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
          options: [
            { option_text: 'No profit, no loss' },
            { option_text: '4% loss' },
            { option_text: '4% gain' },
            { option_text: '2% loss' },
          ],
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
        // Math (issue #17).
        {
          question: '<p>A shopkeeper sells an article for $\\frac{6}{5}$ of its cost price. What is his profit per cent?</p>',
          options: [{ option_text: '20%' }, { option_text: '16.67%' }, { option_text: '25%' }, { option_text: '15%' }],
          answer: '20%',
          explanation:
            '<p>SP $= \\frac{6}{5} \\times$ CP, so the profit is $\\frac{6}{5}\\,\\text{CP} - \\text{CP} = \\frac{1}{5}\\,\\text{CP}$ and the profit per cent is $\\frac{1}{5} \\times 100 = 20\\%$.</p>',
          exams: ['SSC CHSL'],
        },
        {
          question:
            '<p>Two articles are sold for ₹990 each, one at a 10% profit and the other at a 10% loss. What is the overall result?</p>',
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
    },

    /* ------------------------------------------------------------------ time and work */
    {
      subtopic_name: 'time-and-work',
      category: 'Arithmetic',
      questions: [
        {
          question:
            '<p>A can finish a piece of work in 12 days and B can finish it in 18 days. In how many days can they finish it working together?</p>',
          options: [{ option_text: '7.5 days' }, { option_text: '7.2 days' }, { option_text: '6 days' }, { option_text: '15 days' }],
          answer: '7.2 days',
          explanation:
            '<p>Take total work = LCM(12, 18) = 36 units. A does 3 units a day and B does 2 units a day, so together they do 5 units a day.</p><p>Time = 36/5 = <strong>7.2 days</strong>. Shortcut: together = (12 × 18)/(12 + 18) = 216/30 = 7.2 days.</p>',
          exams: ['SSC CGL', 'SSC CHSL'],
        },
        {
          question:
            '<p>A and B together can complete a job in 10 days. A alone can complete it in 15 days. How long will B alone take?</p>',
          options: [{ option_text: '25 days' }, { option_text: '20 days' }, { option_text: '30 days' }, { option_text: '35 days' }],
          answer: '30 days',
          explanation:
            '<p>Let the work be LCM(10, 15) = 30 units. (A + B) do 3 units a day and A does 2 units a day, so B does 1 unit a day.</p><p>B alone takes 30/1 = <strong>30 days</strong>.</p>',
        },
        {
          question: '<p>15 men can complete a piece of work in 24 days. In how many days can 20 men complete the same work?</p>',
          options: [{ option_text: '18 days' }, { option_text: '20 days' }, { option_text: '16 days' }, { option_text: '32 days' }],
          answer: '18 days',
          explanation:
            '<p>Total work = 15 × 24 = 360 man-days, which stays the same.</p><p>With 20 men: 360/20 = <strong>18 days</strong>. Use M<sub>1</sub>D<sub>1</sub> = M<sub>2</sub>D<sub>2</sub>; more men means fewer days.</p>',
          exams: ['SSC CGL', 'RRB NTPC'],
        },
        {
          question:
            '<p>A can do a piece of work in 20 days and B in 30 days. They work together for 6 days, after which A leaves. In how many more days will B finish the remaining work?</p>',
          options: [{ option_text: '12 days' }, { option_text: '15 days' }, { option_text: '18 days' }, { option_text: '10 days' }],
          answer: '15 days',
          explanation:
            '<p>Let the work be 60 units: A does 3 units a day, B does 2 units a day. In 6 days together they do 6 × 5 = 30 units.</p><p>Remaining 30 units are done by B alone in 30/2 = <strong>15 days</strong>.</p>',
          exams: ['IBPS PO'],
        },
        {
          question: '<p>A is twice as efficient as B. Together they finish a task in 14 days. How many days would A alone take?</p>',
          options: [{ option_text: '28 days' }, { option_text: '42 days' }, { option_text: '18 days' }, { option_text: '21 days' }],
          answer: '21 days',
          explanation:
            '<p>Let B do 1 unit a day and A do 2 units a day. Together: 3 units a day for 14 days = 42 units.</p><p>A alone: 42/2 = <strong>21 days</strong>. (B alone would need 42 days.)</p>',
          exams: ['SSC CGL', 'IBPS PO'],
        },
        {
          question:
            '<p>Pipe A can fill a tank in 6 hours and pipe B can empty the full tank in 9 hours. If both pipes are opened together on an empty tank, how long will it take to fill?</p>',
          options: [{ option_text: '15 hours' }, { option_text: '12 hours' }, { option_text: '18 hours' }, { option_text: '16 hours' }],
          answer: '18 hours',
          explanation:
            '<p>Take the tank as 18 units. A fills 3 units an hour and B empties 2 units an hour, so the net filling is 1 unit an hour.</p><p>Time = 18/1 = <strong>18 hours</strong>. Shortcut: (6 × 9)/(9 − 6) = 54/3 = 18.</p>',
          exams: ['RRB NTPC'],
        },
        {
          question:
            '<p>A, B and C can do a piece of work in 10, 12 and 15 days respectively. How long will they take working together?</p>',
          options: [{ option_text: '4 days' }, { option_text: '5 days' }, { option_text: '3 days' }, { option_text: '6 days' }],
          answer: '4 days',
          explanation:
            '<p>Let the work be LCM(10, 12, 15) = 60 units. Daily work: A = 6, B = 5, C = 4 units, so 15 units a day together.</p><p>Time = 60/15 = <strong>4 days</strong>.</p>',
        },
        {
          question:
            "<p>A and B can complete a job in 8 days and 12 days respectively. They finish it together and are paid ₹4,000 in all. What is A's share?</p>",
          options: [{ option_text: '₹1,600' }, { option_text: '₹2,400' }, { option_text: '₹2,000' }, { option_text: '₹2,500' }],
          answer: '₹2,400',
          explanation:
            "<p>When people work together for the same time, wages are shared in the ratio of their efficiencies. Efficiency is inversely proportional to time: A : B = 1/8 : 1/12 = 3 : 2.</p><p>A's share = 4,000 × 3/5 = <strong>₹2,400</strong>.</p>",
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question:
            '<p>12 men or 18 women can complete a work in 14 days. In how many days will 8 men and 16 women complete the same work?</p>',
          options: [{ option_text: '10 days' }, { option_text: '8 days' }, { option_text: '9 days' }, { option_text: '12 days' }],
          answer: '9 days',
          explanation:
            '<p>12 men = 18 women, so 1 man = 1.5 women. Then 8 men + 16 women = 12 + 16 = 28 women.</p><p>Total work = 18 × 14 = 252 woman-days, so 28 women need 252/28 = <strong>9 days</strong>.</p>',
        },
        {
          question:
            '<p>A completes 40% of a work in 8 days, and B completes 25% of it in 10 days. In how many days can they finish the whole work together?</p>',
          options: [{ option_text: '13⅓ days' }, { option_text: '12 days' }, { option_text: '15 days' }, { option_text: '14⅔ days' }],
          answer: '13⅓ days',
          explanation:
            '<p>A alone needs 8 × 100/40 = 20 days; B alone needs 10 × 100/25 = 40 days.</p><p>Take the work as 40 units: A does 2 units a day, B does 1, so together 3 units a day. Time = 40/3 = <strong>13⅓ days</strong>.</p>',
        },
        // Math (issue #17).
        {
          question:
            '<p>A can finish a piece of work in 12 days and B in 18 days. What fraction of the work do they finish together in one day?</p>',
          options: [
            { option_text: '$\\frac{5}{36}$' },
            { option_text: '$\\frac{1}{30}$' },
            { option_text: '$\\frac{1}{6}$' },
            { option_text: '$\\frac{7}{36}$' },
          ],
          answer: '$\\frac{5}{36}$',
          explanation:
            '<p>In one day A does $\\frac{1}{12}$ and B does $\\frac{1}{18}$ of the work, so together</p><p>$$\\frac{1}{12} + \\frac{1}{18} = \\frac{3}{36} + \\frac{2}{36} = \\frac{5}{36},$$</p><p>and the whole job takes them $\\frac{36}{5} = 7\\frac{1}{5}$ days.</p>',
          exams: ['SSC CGL', 'RRB NTPC'],
        },
        {
          question:
            '<p>Pipes A and B can fill a tank in 20 and 30 minutes, and pipe C can empty it in 15 minutes. If all three are opened together, how long will the empty tank take to fill?</p>',
          options: [
            { option_text: '60 minutes' },
            { option_text: '40 minutes' },
            { option_text: '45 minutes' },
            { option_text: 'It never fills' },
          ],
          answer: '60 minutes',
          explanation:
            '<p>In one minute the tank gains $\\frac{1}{20} + \\frac{1}{30} - \\frac{1}{15} = \\frac{3 + 2 - 4}{60} = \\frac{1}{60}$ of its volume, so it fills in <strong>60 minutes</strong>.</p>',
          exams: ['RRB NTPC'],
        },
      ],
    },

    /* ------------------------------------------------------------------ simple and compound interest */
    {
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
        // Math (issue #17).
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
          question:
            '<p>A sum of money doubles itself in 5 years at compound interest. In how many years will it become 8 times itself?</p>',
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
    },

    /* ------------------------------------------------------------------ data interpretation */
    {
      subtopic_name: 'data-interpretation',
      category: 'Data Analysis',
      questions: [
        {
          question:
            '<p>Study the bar chart of the annual sales of Company X (in ₹ crore) and answer the question.</p><p>By what percentage did sales increase from 2020 to 2021?</p>',
          question_type: 'image',
          image: 'di-bar-sales-company-x',
          options: [{ option_text: '60%' }, { option_text: '50%' }, { option_text: '33.33%' }, { option_text: '45%' }],
          answer: '50%',
          explanation:
            '<p>From the chart, sales were ₹120 crore in 2020 and ₹180 crore in 2021.</p><p>Increase = 60, and percentage increase = 60/120 × 100 = <strong>50%</strong>. (33.33% is 60/180, the common mistake of dividing by the later year.)</p>',
          exams: ['SSC CGL', 'IBPS PO'],
        },
        {
          question:
            '<p>Study the bar chart of the annual sales of Company X (in ₹ crore) and answer the question.</p><p>What were the average annual sales of the company over the six years 2019–2024?</p>',
          question_type: 'image',
          image: 'di-bar-sales-company-x',
          options: [
            { option_text: '₹200 crore' },
            { option_text: '₹210 crore' },
            { option_text: '₹190 crore' },
            { option_text: '₹180 crore' },
          ],
          answer: '₹200 crore',
          explanation:
            '<p>Total = 150 + 120 + 180 + 210 + 240 + 300 = ₹1,200 crore.</p><p>Average = 1,200/6 = <strong>₹200 crore</strong>.</p>',
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question:
            '<p>Study the bar chart of the annual sales of Company X (in ₹ crore) and answer the question.</p><p>What is the ratio of the sales in 2022 to the sales in 2024?</p>',
          question_type: 'image',
          image: 'di-bar-sales-company-x',
          options: [{ option_text: '3 : 4' }, { option_text: '7 : 9' }, { option_text: '2 : 3' }, { option_text: '7 : 10' }],
          answer: '7 : 10',
          explanation:
            '<p>Sales in 2022 = ₹210 crore and in 2024 = ₹300 crore.</p><p>210 : 300 = 21 : 30 = <strong>7 : 10</strong> (dividing both by 30).</p>',
        },
        {
          question:
            '<p>The pie chart shows how a family spends its monthly income of ₹60,000.</p><p>How much does the family spend on rent each month?</p>',
          question_type: 'image',
          image: 'di-pie-family-budget',
          options: [{ option_text: '₹12,000' }, { option_text: '₹15,000' }, { option_text: '₹18,000' }, { option_text: '₹9,000' }],
          answer: '₹15,000',
          explanation: '<p>Rent is 25% of the income.</p><p>25% of ₹60,000 = 60,000/4 = <strong>₹15,000</strong>.</p>',
          exams: ['SSC CGL', 'SSC CHSL'],
        },
        {
          question:
            '<p>The pie chart shows how a family spends its monthly income of ₹60,000.</p><p>What is the central angle of the sector for Education?</p>',
          question_type: 'image',
          image: 'di-pie-family-budget',
          options: [{ option_text: '48°' }, { option_text: '60°' }, { option_text: '54°' }, { option_text: '45°' }],
          answer: '54°',
          explanation:
            '<p>The whole circle (360°) stands for 100%, so every 1% is 3.6°.</p><p>Education = 15% → 15 × 3.6 = <strong>54°</strong>.</p>',
          exams: ['SSC CGL'],
        },
        {
          question:
            "<p>The pie chart shows how a family spends its monthly income of ₹60,000.</p><p>The family's savings are what percentage of its expenditure on food?</p>",
          question_type: 'image',
          image: 'di-pie-family-budget',
          options: [{ option_text: '66.67%' }, { option_text: '150%' }, { option_text: '60%' }, { option_text: '75%' }],
          answer: '66.67%',
          explanation:
            '<p>Savings = 20% and food = 30% of the same income, so the income cancels out.</p><p>20/30 × 100 = <strong>66.67%</strong>. In rupees: ₹12,000 is 66.67% of ₹18,000.</p>',
          exams: ['IBPS PO'],
        },
        {
          question:
            '<p>The bar chart shows the number of cars (in thousands) made by two plants, P and Q, from 2021 to 2024.</p><p>The total production of plant P over the four years is what percentage of the total production of plant Q over the same years?</p>',
          question_type: 'image',
          image: 'di-grouped-bar-car-plants',
          options: [{ option_text: '75%' }, { option_text: '80%' }, { option_text: '125%' }, { option_text: '85%' }],
          answer: '80%',
          explanation:
            '<p>Plant P: 40 + 50 + 45 + 65 = 200 thousand. Plant Q: 45 + 55 + 70 + 80 = 250 thousand.</p><p>200/250 × 100 = <strong>80%</strong>.</p>',
        },
        {
          question:
            '<p>The bar chart shows the number of cars (in thousands) made by two plants, P and Q, from 2021 to 2024.</p><p>In which year was the difference between the production of the two plants the greatest?</p>',
          question_type: 'image',
          image: 'di-grouped-bar-car-plants',
          options: [{ option_text: '2021' }, { option_text: '2022' }, { option_text: '2024' }, { option_text: '2023' }],
          answer: '2023',
          explanation:
            '<p>Differences (Q − P): 2021: 45 − 40 = 5; 2022: 55 − 50 = 5; 2023: 70 − 45 = 25; 2024: 80 − 65 = 15 (thousand).</p><p>The gap is largest in <strong>2023</strong>. On the chart this is the pair of bars with the biggest difference in height.</p>',
          exams: ['SSC CGL'],
        },
      ],
    },
  ],
};
