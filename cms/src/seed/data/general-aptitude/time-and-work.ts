import type { SeedSubtopic } from '#src/seed/types.js';

export const timeAndWork: SeedSubtopic = {
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
      question: '<p>A and B together can complete a job in 10 days. A alone can complete it in 15 days. How long will B alone take?</p>',
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
      question: '<p>A, B and C can do a piece of work in 10, 12 and 15 days respectively. How long will they take working together?</p>',
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
    // Math.
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
};
