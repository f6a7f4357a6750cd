/** The home page's texts (t('landing.…')). Hindi: ./hi.ts. */
const messages = {
  eyebrow: 'Trusted by 10,000+ students · 100% free · Available 24/7',
  title: 'Crack your competitive exam with free, expert-curated practice',
  lead:
    'Practice questions with clear explanations, realistic timed mock tests, exam patterns and cheatsheets for SSC, RRB, banking, ' +
    'UPSC, defence, JEE and NEET — all free, no account needed.',
  start: 'Start Practicing Free',
  whyTitle: 'Why students choose ExamPrep',
  features: {
    library: {
      title: 'Comprehensive Library',
      text: 'Thousands of practice questions organised by topic and subtopic, each with a clear written explanation.',
    },
    testing: {
      title: 'Real-time Testing',
      text: 'Timed 30-minute mock tests with instant scoring and a full question review, just like the real exam.',
    },
    targeted: {
      title: 'Targeted Practice',
      text: 'Filter questions by exam — SSC, banking, RRB and more — and focus on the areas that matter for you.',
    },
  },
  areasTitle: 'Practice areas',
  areas: {
    aptitude: { title: 'Aptitude', text: 'Percentages, profit and loss, time and work, interest and data interpretation.' },
    reasoning: { title: 'Reasoning', text: 'Series, coding-decoding, blood relations and direction sense.' },
    computerScience: { title: 'Computer Science', text: 'Fundamentals, data structures, DBMS and SQL, and computer networks.' },
  },
  startPractising: 'Start practising →',
  readyTitle: 'Ready to start?',
  benefits: {
    free: 'Completely free — no account, no payment, no ads in your way',
    phone: 'Works on any phone, even on a slow connection',
    device: 'Save questions and keep notes right on your device',
    trust: 'Exam patterns and cheatsheets you can trust',
  },
  browseTopics: 'Browse all topics',
};
export default messages;
