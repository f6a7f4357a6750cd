import type { SeedFaq } from '#src/seed/faqs-and-programming-types.js';

/**
 * FAQs about three recruitment exams, as their recent notifications describe them. Numbers that change from one
 * notification to the next (ages, posts, fees) are given as the usual rule with a pointer to the notification.
 */

export const sscCglFaq: SeedFaq = {
  topic_title: 'SSC CGL exam FAQs',
  slug: 'ssc-cgl-exam-faqs',
  description:
    'Eligibility, age limits, exam stages, marking and preparation for the Staff Selection Commission’s Combined Graduate Level exam.',
  tags: ['SSC', 'CGL', 'Graduate', 'Eligibility'],
  featured: true,
  questions: [
    {
      question: 'What is SSC CGL?',
      answer:
        '<p>The <strong>Combined Graduate Level</strong> exam is held every year by the Staff Selection Commission (SSC) to fill Group B and Group C posts in ministries, departments and offices of the Government of India: Assistant Section Officer, Inspector (Income Tax, Central Excise, Examiner), Auditor, Accountant, Junior Statistical Officer, Sub-Inspector (CBI, NIA) and others.</p>',
    },
    {
      question: 'Who is eligible for SSC CGL?',
      answer:
        '<p>You must be a citizen of India (or belong to the other categories the notification lists) and hold a <strong>bachelor’s degree</strong> from a recognised university by the cut-off date in the notice.</p><ul><li>Final-year students may apply if they complete the degree by that date.</li><li>A few posts ask for more: Junior Statistical Officer needs Mathematics at 12th level or Statistics in the degree; Assistant Audit Officer may prefer a CA, CS, MBA or similar qualification.</li></ul>',
    },
    {
      question: 'What is the age limit, and what relaxation is allowed?',
      answer:
        '<p>The limit depends on the post: most posts are <strong>18–27, 18–30 or 20–30 years</strong>, and a few go up to 32. Age is counted on the date the notification fixes (usually 1 January or 1 August of the exam year).</p><p>Upper-age relaxation for reserved categories:</p><ul><li>OBC: 3 years</li><li>SC/ST: 5 years</li><li>PwBD: 10 years (13 for OBC, 15 for SC/ST)</li><li>Ex-servicemen: 3 years after deducting military service</li></ul>',
    },
    {
      question: 'What are the stages of the exam?',
      answer:
        '<p>Since 2022 the exam has two computer-based tiers:</p><ol><li><strong>Tier 1</strong>: 100 questions, 200 marks, 60 minutes, in four sections of 25 questions: General Intelligence and Reasoning, General Awareness, Quantitative Aptitude and English Comprehension. It only shortlists candidates for Tier 2.</li><li><strong>Tier 2</strong>: Paper I for every candidate (Mathematical Abilities, Reasoning, English, General Awareness, a Computer Knowledge module and a Data Entry Speed Test), plus Paper II (Statistics) for JSO and Paper III (General Studies: Finance and Economics) for AAO.</li></ol><p>The final merit list is made from Tier 2 marks; Tier 1 marks are not added.</p>',
    },
    {
      question: 'Is there negative marking?',
      answer:
        '<p>Yes. In Tier 1 each right answer gets 2 marks and each wrong answer loses <strong>0.50 marks</strong>. In Tier 2 Paper I each question carries 3 marks and a wrong answer loses 1 mark. Questions you leave unanswered cost nothing, so guess only when you can eliminate options.</p>',
    },
    {
      question: 'How many times can I attempt SSC CGL?',
      answer:
        '<p>There is <strong>no limit on the number of attempts</strong>. You may appear every year as long as you are within the age limit of the post (with your category’s relaxation).</p>',
    },
    {
      question: 'What is the application fee?',
      answer:
        '<p>The fee is ₹100, paid online. Women candidates and candidates from SC, ST, PwBD and ex-servicemen categories eligible for reservation are exempt. Applications are made only on the SSC website, <a href="https://ssc.gov.in" target="_blank">ssc.gov.in</a>.</p>',
    },
    {
      question: 'How should I start preparing?',
      answer:
        '<ol><li>Read the syllabus in the notification and solve two previous-year papers to see where you stand.</li><li>Give Quantitative Aptitude and English most of your time: they carry the most marks in Tier 2.</li><li>Read a newspaper daily and revise static GK (polity, history, geography) from one book.</li><li>Take a full mock test every week, and study every wrong answer afterwards.</li></ol>',
    },
  ],
};

export const ibpsPoFaq: SeedFaq = {
  topic_title: 'IBPS PO exam FAQs',
  slug: 'ibps-po-exam-faqs',
  description:
    'Eligibility, age limit, the prelims, mains and interview, and how the final merit list is made for IBPS Probationary Officers.',
  tags: ['Banking', 'IBPS', 'PO', 'Eligibility'],
  featured: true,
  questions: [
    {
      question: 'What is IBPS PO?',
      answer:
        '<p>The Institute of Banking Personnel Selection (IBPS) holds a common recruitment process for <strong>Probationary Officers / Management Trainees</strong> in the participating public sector banks (such as Bank of Baroda, Canara Bank, Punjab National Bank and Union Bank of India). Selected officers serve a probation of two years.</p>',
    },
    {
      question: 'Who can apply?',
      answer:
        '<p>A <strong>graduate in any discipline</strong> from a recognised university, holding the degree on the day of online registration, with a working knowledge of computers. Final-year students cannot apply unless their result is declared by that day.</p>',
    },
    {
      question: 'What is the age limit?',
      answer:
        '<p><strong>20 to 30 years</strong> on the date the notification fixes. Relaxation: OBC (non-creamy layer) 3 years, SC/ST 5 years, PwBD 10 years, ex-servicemen 5 years.</p>',
    },
    {
      question: 'What is the pattern of the preliminary exam?',
      answer:
        '<p>One hour, 100 questions, 100 marks, each section timed separately (20 minutes):</p><ul><li>English Language: 30 questions</li><li>Quantitative Aptitude: 35 questions</li><li>Reasoning Ability: 35 questions</li></ul><p>The prelims only shortlist candidates for the mains: its marks do not count in the final list.</p>',
    },
    {
      question: 'What is asked in the mains?',
      answer:
        '<p>An objective test of 155 questions for 200 marks in 3 hours, each section timed separately:</p><ul><li>Reasoning and Computer Aptitude: 45 questions, 60 marks</li><li>General, Economy and Banking Awareness: 40 questions, 40 marks</li><li>English Language: 35 questions, 40 marks</li><li>Data Analysis and Interpretation: 35 questions, 60 marks</li></ul><p>It is followed by a 30-minute descriptive English test (a letter and an essay, 25 marks).</p>',
    },
    {
      question: 'How is the final merit list made?',
      answer:
        '<p>Candidates who clear the mains cut-offs are called for an <strong>interview of 100 marks</strong>. The final list combines the mains and the interview in the ratio <strong>80:20</strong> and allots candidates to banks by merit and preference.</p>',
    },
    {
      question: 'Is there negative marking in IBPS PO?',
      answer:
        '<p>Yes: in the objective tests of both prelims and mains, <strong>one quarter</strong> of the marks of a question is deducted for each wrong answer. There is no penalty for a question left blank.</p>',
    },
  ],
};

export const rrbNtpcFaq: SeedFaq = {
  topic_title: 'RRB NTPC exam FAQs',
  slug: 'rrb-ntpc-exam-faqs',
  description: 'Posts, eligibility, age limits and the stages of the Railway Recruitment Boards’ Non-Technical Popular Categories exam.',
  tags: ['Railways', 'RRB', 'NTPC', 'Eligibility'],
  featured: false,
  questions: [
    {
      question: 'Which posts are filled through RRB NTPC?',
      answer:
        '<p><strong>Graduate posts</strong>: Station Master, Goods Train Manager, Chief Commercial cum Ticket Supervisor, Junior Account Assistant cum Typist and Senior Clerk cum Typist.</p><p><strong>Undergraduate (12th pass) posts</strong>: Commercial cum Ticket Clerk, Accounts Clerk cum Typist, Junior Clerk cum Typist and Trains Clerk.</p>',
    },
    {
      question: 'What qualification do I need?',
      answer:
        '<p>A <strong>bachelor’s degree</strong> for the graduate posts, and the <strong>12th (10+2)</strong> for the undergraduate posts. For the undergraduate posts the notification asks for at least 50% marks in the 12th; SC, ST, PwBD and ex-servicemen candidates are exempt from the percentage.</p>',
    },
    {
      question: 'What is the age limit?',
      answer:
        '<p>In the 2024 notifications: <strong>18–36 years</strong> for graduate posts and <strong>18–33 years</strong> for undergraduate posts. Relaxation: OBC (non-creamy layer) 3 years, SC/ST 5 years, PwBD 10 years more.</p>',
    },
    {
      question: 'What are the stages of the selection?',
      answer:
        '<ol><li><strong>CBT 1</strong>: 100 questions in 90 minutes: General Awareness 40, Mathematics 30, General Intelligence and Reasoning 30. It only shortlists candidates.</li><li><strong>CBT 2</strong>: 120 questions in 90 minutes: General Awareness 50, Mathematics 35, Reasoning 35. Its marks decide merit.</li><li>A <strong>Typing Skill Test</strong> for typist posts, or a <strong>Computer-based Aptitude Test</strong> for Station Master.</li><li>Document verification and medical examination.</li></ol>',
    },
    {
      question: 'How much is deducted for a wrong answer?',
      answer:
        '<p>One third (<strong>1/3</strong>) of the marks of the question, in both CBT 1 and CBT 2. An unanswered question loses nothing.</p>',
    },
    {
      question: 'What typing speed is required?',
      answer:
        '<p><strong>30 words per minute in English or 25 in Hindi</strong>, typed on a computer. The test is qualifying only: its marks are not added to the merit list.</p>',
    },
    {
      question: 'Can I apply to more than one Railway Recruitment Board?',
      answer:
        '<p>No. You choose <strong>one RRB</strong> in the application and can be selected only against its vacancies. More than one application leads to rejection of all of them.</p>',
    },
  ],
};
