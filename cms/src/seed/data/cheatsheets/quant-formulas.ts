import type { SeedCheatsheet } from '#src/seed/types.js';
import { code } from './code-block';

export const quantFormulas: SeedCheatsheet = {
  title: 'Quantitative Aptitude Formulas',
  slug: 'quant-formulas',
  description:
    'Must-know arithmetic formulas for SSC, banking and railway exams: percentages, averages, profit and loss, simple and compound interest, time and work, and speed, distance and time.',
  category: 'Other',
  items: [
    {
      title: 'Percentage basics',
      description: 'Knowing these fraction equivalents by heart saves time in every arithmetic question.',
      category: 'arithmetic',
      content_type: 'text',
      text_content:
        '<p><strong>x% of y</strong> = x × y / 100, and x% of y = y% of x (e.g. 8% of 50 = 50% of 8 = 4).</p>' +
        '<ul>' +
        '<li>1/2 = 50%, 1/3 = 33⅓%, 1/4 = 25%, 1/5 = 20%</li>' +
        '<li>1/6 = 16⅔%, 1/7 ≈ 14.29%, 1/8 = 12.5%, 1/9 ≈ 11.11%</li>' +
        '<li>1/10 = 10%, 1/11 ≈ 9.09%, 1/12 = 8⅓%, 1/16 = 6.25%, 1/20 = 5%</li>' +
        '</ul>' +
        '<p>To express A as a percentage of B: (A / B) × 100.</p>',
    },
    {
      title: 'Percentage change',
      category: 'arithmetic',
      content_type: 'code',
      language: 'formula',
      code: code`
% change = (New value − Old value) / Old value × 100

Successive changes of a% and b%:  net % = a + b + (a × b) / 100
   (use a negative number for a decrease)
   +10% then −10%  →  10 − 10 − 1 = −1%  (a net 1% fall)

If A is r% more than B, then B is  r / (100 + r) × 100 % less than A
If A is r% less than B, then B is  r / (100 − r) × 100 % more than A

Price rises by r%: to keep spending the same, cut consumption by
   r / (100 + r) × 100 %

Population P growing at R% a year for n years:  P × (1 + R/100)^n`,
    },
    {
      title: 'Averages',
      category: 'arithmetic',
      content_type: 'code',
      language: 'formula',
      code: code`
Average = Sum of observations / Number of observations

Sum of first n natural numbers = n(n + 1) / 2    → average (n + 1) / 2
Sum of first n odd numbers     = n²              → average n
Sum of first n even numbers    = n(n + 1)        → average n + 1

Weighted average = (n₁a₁ + n₂a₂) / (n₁ + n₂)

A new value x joins n values with average A, new average A':
   x = A' + n(A' − A)

Average speed for equal distances at x and y = 2xy / (x + y)`,
    },
    {
      title: 'Profit, loss and discount',
      category: 'commerce',
      content_type: 'code',
      language: 'formula',
      code: code`
Profit = SP − CP          Loss = CP − SP
Profit % = Profit / CP × 100          Loss % = Loss / CP × 100
SP = CP × (100 + Profit%) / 100       SP = CP × (100 − Loss%) / 100

Discount = MP − SP        Discount % = Discount / MP × 100
SP = MP × (100 − Discount%) / 100
Successive discounts a% and b%: single discount = a + b − (a × b) / 100

Two items sold at the same SP, one at x% profit and one at x% loss:
   always a loss of  x² / 100 %

Dishonest dealer (false weight):
   Gain % = Error / (True value − Error) × 100

(CP = cost price, SP = selling price, MP = marked price)`,
    },
    {
      title: 'Simple and compound interest',
      category: 'commerce',
      content_type: 'text',
      text_content:
        // Math: LaTeX between $…$ and $$…$$, typeset by the proxy.
        '<ul>' +
        '<li><strong>Simple interest:</strong> $\\text{SI} = \\dfrac{P \\times R \\times T}{100}$, and Amount $= P + \\text{SI}$.</li>' +
        '<li><strong>Compound interest:</strong> $A = P\\left(1 + \\dfrac{R}{100}\\right)^{T}$ and $\\text{CI} = A - P$.</li>' +
        '<li><strong>Half-yearly compounding:</strong> $A = P\\left(1 + \\dfrac{R}{200}\\right)^{2T}$; <strong>quarterly:</strong> $A = P\\left(1 + \\dfrac{R}{400}\\right)^{4T}$.</li>' +
        '<li><strong>CI − SI for 2 years</strong> $= P\\left(\\dfrac{R}{100}\\right)^{2}$.</li>' +
        '<li><strong>CI − SI for 3 years</strong> $= P\\left(\\dfrac{R}{100}\\right)^{2}\\left(3 + \\dfrac{R}{100}\\right)$.</li>' +
        '<li>A sum doubles in $T$ years at simple interest when $R = \\dfrac{100}{T}$.</li>' +
        '</ul>' +
        '<p>Rate that turns $P$ into $A$ in $T$ years at compound interest:</p>' +
        '<p>$$R = 100\\left(\\sqrt[T]{\\frac{A}{P}} - 1\\right)$$</p>' +
        '<p><em>P = principal, R = rate % per annum, T = time in years.</em></p>',
    },
    {
      title: 'Compound interest shortcuts',
      category: 'commerce',
      content_type: 'code',
      language: 'formula',
      code: code`
Effective rate for 2 years at R% compound = 2R + R²/100 %
   10% for 2 years → 20 + 1 = 21%

Different rates R₁, R₂, R₃ in successive years:
   A = P (1 + R₁/100)(1 + R₂/100)(1 + R₃/100)

A sum becomes x times in n years at compound interest
   → it becomes x^k times in k × n years

Present value of an amount A due in T years:  P = A / (1 + R/100)^T`,
    },
    {
      title: 'Time and work',
      category: 'time',
      content_type: 'code',
      language: 'formula',
      code: code`
If A finishes a job in a days, A's one-day work = 1/a

A and B together:        time = ab / (a + b)
A, B and C together:     time = abc / (ab + bc + ca)

Men–days–hours rule:     M₁ D₁ H₁ / W₁ = M₂ D₂ H₂ / W₂
   (M = workers, D = days, H = hours per day, W = work done)

Efficiency is inversely proportional to time:
   if A is twice as efficient as B, A takes half the time

Pipes: filling pipe in x hours, emptying pipe in y hours (y > x)
   both open → tank fills in  xy / (y − x)  hours`,
    },
    {
      title: 'Speed, distance and time',
      category: 'time',
      content_type: 'code',
      language: 'formula',
      code: code`
Distance = Speed × Time
1 km/h = 5/18 m/s          1 m/s = 18/5 km/h = 3.6 km/h

Relative speed:  opposite directions → S₁ + S₂
                 same direction      → S₁ − S₂

Trains: crossing a pole or a person → time = train length / speed
        crossing a platform          → time = (train + platform) / speed
        crossing another train       → (L₁ + L₂) / relative speed

Boats (u = speed in still water, v = speed of stream):
   Downstream = u + v          Upstream = u − v
   u = (Down + Up) / 2         v = (Down − Up) / 2`,
    },
  ],
  categories: ['arithmetic', 'commerce', 'time'],
  tags: ['aptitude', 'maths', 'formulas', 'ssc', 'banking'],
  color: '#D97706',
  featured: true,
};
