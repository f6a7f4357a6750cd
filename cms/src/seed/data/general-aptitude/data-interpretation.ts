import type { SeedSubtopic } from '#src/seed/types.js';

export const dataInterpretation: SeedSubtopic = {
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
      options: [{ option_text: '₹200 crore' }, { option_text: '₹210 crore' }, { option_text: '₹190 crore' }, { option_text: '₹180 crore' }],
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
};
