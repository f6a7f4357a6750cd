import type { SeedSubtopic } from '#src/seed/types.js';

export const indianPolity: SeedSubtopic = {
  subtopic_name: 'indian-polity',
  category: 'Static GK',
  questions: [
    {
      question:
        '<p>Which Article of the Constitution of India <strong>abolishes untouchability</strong> and forbids its practice in any form?</p>',
      options: [{ option_text: 'Article 14' }, { option_text: 'Article 17' }, { option_text: 'Article 21' }, { option_text: 'Article 32' }],
      answer: 'Article 17',
      explanation:
        '<p><strong>Article 17</strong>, part of the Right to Equality, abolishes untouchability, and enforcing any disability arising from it is an offence punishable by law. Article 14 guarantees equality before the law, Article 21 protects life and personal liberty, and Article 32 gives the right to move the Supreme Court for constitutional remedies.</p>',
      exams: ['SSC CGL', 'RRB NTPC'],
    },
    {
      question:
        '<p>Dr. B. R. Ambedkar described which Article of the Constitution as its <strong>“very soul and the very heart”</strong>?</p>',
      options: [
        { option_text: 'Article 19' },
        { option_text: 'Article 21' },
        { option_text: 'Article 368' },
        { option_text: 'Article 32' },
      ],
      answer: 'Article 32',
      explanation:
        '<p><strong>Article 32</strong> (Right to Constitutional Remedies) lets a person move the Supreme Court directly to enforce Fundamental Rights. The Court can issue writs such as habeas corpus, mandamus, prohibition, certiorari and quo warranto. Ambedkar called it the heart and soul of the Constitution because, without it, the other Fundamental Rights could not be enforced.</p>',
      exams: ['SSC CGL', 'UPSC CSE'],
    },
    {
      question: '<p>What is the <strong>minimum age</strong> required to become a member of the <strong>Lok Sabha</strong>?</p>',
      options: [{ option_text: '18 years' }, { option_text: '21 years' }, { option_text: '25 years' }, { option_text: '30 years' }],
      answer: '25 years',
      explanation:
        '<p>Under Article 84, a candidate for the Lok Sabha must be at least <strong>25 years</strong> old, while a member of the Rajya Sabha must be at least 30. Eighteen years is the minimum age for voting, not for contesting a Lok Sabha election.</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>Who administers the <strong>oath of office</strong> to the President of India?</p>',
      options: [
        { option_text: 'The Vice-President of India' },
        { option_text: 'The Prime Minister' },
        { option_text: 'The Chief Justice of India' },
        { option_text: 'The Speaker of the Lok Sabha' },
      ],
      answer: 'The Chief Justice of India',
      explanation:
        '<p>Under Article 60, the President takes the oath in the presence of the <strong>Chief Justice of India</strong>. If the Chief Justice is not available, the senior-most available judge of the Supreme Court administers it. The President in turn administers the oath to the Vice-President.</p>',
      exams: ['IBPS PO'],
    },
    {
      question: '<p><strong>Fundamental Duties</strong> were added to the Constitution of India by which Constitutional Amendment Act?</p>',
      options: [
        { option_text: '42nd Amendment Act, 1976' },
        { option_text: '44th Amendment Act, 1978' },
        { option_text: '73rd Amendment Act, 1992' },
        { option_text: '86th Amendment Act, 2002' },
      ],
      answer: '42nd Amendment Act, 1976',
      explanation:
        '<p>The <strong>42nd Amendment Act, 1976</strong> added Part IV-A (Article 51A) with ten Fundamental Duties, on the recommendation of the Swaran Singh Committee. The 86th Amendment Act, 2002 later added an eleventh duty, about parents or guardians providing education opportunities to children aged 6 to 14. The 44th Amendment dealt mainly with emergency provisions and the right to property, and the 73rd with Panchayati Raj.</p>',
      exams: ['IBPS PO', 'UPSC CSE'],
    },
    {
      question: '<p>Under which Article of the Constitution can the President proclaim a <strong>Financial Emergency</strong>?</p>',
      options: [
        { option_text: 'Article 352' },
        { option_text: 'Article 356' },
        { option_text: 'Article 123' },
        { option_text: 'Article 360' },
      ],
      answer: 'Article 360',
      explanation:
        '<p><strong>Article 360</strong> allows a Financial Emergency if the financial stability or credit of India or any part of it is threatened; it has never been invoked. Article 352 deals with National Emergency, and Article 356 with the failure of constitutional machinery in a State (President’s Rule). Article 123 empowers the President to promulgate ordinances when Parliament is not in session.</p>',
    },
    {
      question:
        '<p>The idea of the <strong>Directive Principles of State Policy</strong> in the Indian Constitution was borrowed from the constitution of which country?</p>',
      options: [
        { option_text: 'United States of America' },
        { option_text: 'Ireland' },
        { option_text: 'United Kingdom' },
        { option_text: 'Canada' },
      ],
      answer: 'Ireland',
      explanation:
        '<p>The Directive Principles (Part IV, Articles 36–51) were modelled on the Directive Principles of Social Policy in the Constitution of <strong>Ireland</strong>. Fundamental Rights and judicial review were drawn from the USA, the parliamentary system from the UK, and a federation with a strong Centre from Canada.</p>',
      exams: ['NDA'],
    },
    {
      question: '<p>A <strong>Money Bill</strong> can be introduced only in which House, and only with whose recommendation?</p>',
      options: [
        { option_text: 'Rajya Sabha, on the recommendation of the Vice-President' },
        { option_text: 'Either House, on the recommendation of the Finance Minister' },
        { option_text: 'Lok Sabha, on the recommendation of the Speaker' },
        { option_text: 'Lok Sabha, on the recommendation of the President' },
      ],
      answer: 'Lok Sabha, on the recommendation of the President',
      explanation:
        '<p>Under Articles 109 and 117, a Money Bill can be introduced only in the <strong>Lok Sabha</strong>, and only on the <strong>recommendation of the President</strong>. The Rajya Sabha can only make recommendations and must return the Bill within 14 days. The Speaker’s role is to certify whether a Bill is a Money Bill (Article 110), not to recommend its introduction.</p>',
    },
    {
      question:
        '<p>According to the Constitution, what is the <strong>maximum gap</strong> allowed between two sessions of Parliament?</p>',
      options: [
        { option_text: 'Three months' },
        { option_text: 'Six months' },
        { option_text: 'Nine months' },
        { option_text: 'One year' },
      ],
      answer: 'Six months',
      explanation:
        '<p>Article 85 requires that <strong>six months</strong> must not pass between the last sitting of one session and the first sitting of the next. Parliament therefore meets at least twice a year. In practice it usually holds three sessions: Budget, Monsoon and Winter.</p>',
    },
    {
      question:
        '<p>The <strong>Right to Education</strong> for children aged 6 to 14 years is a Fundamental Right under which Article?</p>',
      options: [
        { option_text: 'Article 21A' },
        { option_text: 'Article 24' },
        { option_text: 'Article 45' },
        { option_text: 'Article 51A' },
      ],
      answer: 'Article 21A',
      explanation:
        '<p><strong>Article 21A</strong>, inserted by the 86th Constitutional Amendment Act, 2002, requires the State to provide free and compulsory education to all children aged 6 to 14. Article 24 prohibits employing children below 14 in factories and hazardous work. Article 45 is a Directive Principle on early childhood care and education, and Article 51A lists the Fundamental Duties.</p>',
    },
  ],
};
