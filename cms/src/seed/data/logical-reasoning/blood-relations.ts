import type { SeedSubtopic } from '#src/seed/types.js';

export const bloodRelations: SeedSubtopic = {
  subtopic_name: 'blood-relations',
  category: 'Verbal Reasoning',
  questions: [
    {
      question: '<p>Pointing to a man, Neha says, "He is the son of my grandfather\'s only son." How is the man related to Neha?</p>',
      options: [{ option_text: 'Cousin' }, { option_text: 'Uncle' }, { option_text: 'Brother' }, { option_text: 'Father' }],
      answer: 'Brother',
      explanation:
        "<p>Her grandfather's only son is Neha's father. The son of Neha's father is Neha's <strong>brother</strong>.</p><p>Tip: decode from the end of the sentence (\"my grandfather's only son\") back to the start.</p>",
      exams: ['SSC CGL'],
    },
    {
      question: '<p>A is the brother of B. B is the sister of C. C is the father of D. How is A related to D?</p>',
      options: [{ option_text: 'Father' }, { option_text: 'Uncle' }, { option_text: 'Grandfather' }, { option_text: 'Cousin' }],
      answer: 'Uncle',
      explanation:
        "<p>A, B and C are siblings (A and C are male, B is female). C is D's father, so A is the brother of D's father.</p><p>Hence A is D's <strong>uncle</strong>.</p>",
    },
    {
      question: '<p>Introducing a woman, Ravi says, "Her mother is the only daughter of my mother." How is the woman related to Ravi?</p>',
      options: [{ option_text: 'Niece' }, { option_text: 'Sister' }, { option_text: 'Daughter' }, { option_text: 'Cousin' }],
      answer: 'Niece',
      explanation:
        "<p>The only daughter of Ravi's mother is Ravi's sister. The woman's mother is therefore Ravi's sister.</p><p>A sister's daughter is a <strong>niece</strong>.</p>",
      exams: ['SSC CGL', 'IBPS Clerk'],
    },
    {
      question:
        '<p>In a certain code:</p><ul><li>P + Q means P is the father of Q</li><li>P − Q means P is the sister of Q</li><li>P × Q means P is the mother of Q</li><li>P ÷ Q means P is the brother of Q</li></ul><p>If M × N − O + K, how is M related to K?</p>',
      options: [{ option_text: 'Mother' }, { option_text: 'Grandmother' }, { option_text: 'Aunt' }, { option_text: 'Sister' }],
      answer: 'Grandmother',
      explanation:
        "<p>M × N: M is N's mother. N − O: N is O's sister, so M is O's mother too. O + K: O is K's father.</p><p>M is the mother of K's father, i.e. K's (paternal) <strong>grandmother</strong>.</p>",
      exams: ['IBPS PO', 'SBI PO'],
    },
    {
      question: '<p>A and B are a married couple. C and D are brothers, and C is the brother of A. How is D related to B?</p>',
      options: [{ option_text: 'Brother' }, { option_text: 'Son-in-law' }, { option_text: 'Brother-in-law' }, { option_text: 'Cousin' }],
      answer: 'Brother-in-law',
      explanation:
        "<p>C is A's brother and D is C's brother, so D is also A's brother. D is therefore the brother of B's spouse.</p><p>A spouse's brother is a <strong>brother-in-law</strong>; this holds whether B is the husband or the wife.</p>",
      exams: ['IBPS PO'],
    },
    {
      question: '<p>P is the husband of Q. R is the mother of S, and R is the sister of Q. How is P related to S?</p>',
      options: [{ option_text: 'Uncle' }, { option_text: 'Father' }, { option_text: 'Brother-in-law' }, { option_text: 'Grandfather' }],
      answer: 'Uncle',
      explanation:
        "<p>Q is the sister of S's mother R, so Q is S's aunt. P is Q's husband.</p><p>The husband of one's aunt is one's <strong>uncle</strong>.</p>",
      exams: ['SSC CGL'],
    },
    {
      question:
        '<p>A family has six members: A, B, C, D, E and F, including two married couples. D is the grandmother of A and the mother of B. C is the wife of B and the mother of F. F is the granddaughter of E. How is E related to C?</p>',
      options: [{ option_text: 'Father' }, { option_text: 'Brother' }, { option_text: 'Father-in-law' }, { option_text: 'Grandfather' }],
      answer: 'Father-in-law',
      explanation:
        "<p>B and C are one couple, with children A and F. The other couple must include D; since A and F are her grandchildren, her husband is E.</p><p>So E is B's father, and the father of C's husband is C's <strong>father-in-law</strong>.</p>",
      exams: ['IBPS PO', 'SBI PO'],
    },
    {
      question: "<p>Rohan is Meena's son. Meena's father is Kailash, whose only son is Amit. How is Amit related to Rohan?</p>",
      options: [{ option_text: 'Maternal uncle' }, { option_text: 'Father' }, { option_text: 'Grandfather' }, { option_text: 'Cousin' }],
      answer: 'Maternal uncle',
      explanation:
        "<p>Amit is Kailash's son, so Amit is Meena's brother. Meena is Rohan's mother.</p><p>A mother's brother is a <strong>maternal uncle</strong>.</p>",
    },
    {
      question: "<p>A is B's sister. C is B's mother. D is C's father. E is D's mother. How is A related to D?</p>",
      options: [
        { option_text: 'Daughter' },
        { option_text: 'Granddaughter' },
        { option_text: 'Great-granddaughter' },
        { option_text: 'Grandmother' },
      ],
      answer: 'Granddaughter',
      explanation:
        "<p>A is B's sister, so C is A's mother as well. D is C's father, i.e. A's maternal grandfather.</p><p>So A is D's <strong>granddaughter</strong>. (E is extra information; A is E's great-granddaughter.)</p>",
    },
    {
      question:
        '<p>Looking at a portrait of a man, Harsh says, "His mother is the wife of my father\'s son. I have no brothers or sisters." How is the man in the portrait related to Harsh?</p>',
      options: [{ option_text: 'Nephew' }, { option_text: 'Cousin' }, { option_text: 'Brother' }, { option_text: 'Son' }],
      answer: 'Son',
      explanation:
        "<p>Harsh has no siblings, so \"my father's son\" is Harsh himself. The man's mother is therefore Harsh's wife.</p><p>So the man is Harsh's <strong>son</strong>.</p>",
    },
  ],
};
