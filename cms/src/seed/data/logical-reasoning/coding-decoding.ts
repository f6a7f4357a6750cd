import type { SeedSubtopic } from '#src/seed/types.js';

export const codingDecoding: SeedSubtopic = {
  subtopic_name: 'coding-decoding',
  category: 'Verbal Reasoning',
  questions: [
    {
      question: '<p>If CAT is coded as DBU, how is DOG coded in the same language?</p>',
      options: [{ option_text: 'EPG' }, { option_text: 'EPH' }, { option_text: 'FQI' }, { option_text: 'DPH' }],
      answer: 'EPH',
      explanation: '<p>Each letter is moved one place forward: C→D, A→B, T→U.</p><p>So D→E, O→P, G→H, giving <strong>EPH</strong>.</p>',
      exams: ['SSC CHSL'],
    },
    {
      question: '<p>In a certain code, MONKEY is written as XDJMNL. How is TIGER written in that code?</p>',
      options: [{ option_text: 'SHFDQ' }, { option_text: 'QDFGS' }, { option_text: 'QDFHS' }, { option_text: 'RDFHS' }],
      answer: 'QDFHS',
      explanation:
        '<p>Reverse MONKEY to get YEKNOM, then move each letter one place back: Y→X, E→D, K→J, N→M, O→N, M→L, giving XDJMNL.</p><p>TIGER reversed is REGIT; one place back gives Q, D, F, H, S = <strong>QDFHS</strong>.</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>If BAD = 7 and CAB = 6, what is FACE equal to?</p>',
      options: [{ option_text: '14' }, { option_text: '16' }, { option_text: '18' }, { option_text: '15' }],
      answer: '15',
      explanation:
        '<p>Each word equals the sum of the alphabet positions of its letters: BAD = 2 + 1 + 4 = 7, CAB = 3 + 1 + 2 = 6.</p><p>FACE = 6 + 1 + 3 + 5 = <strong>15</strong>.</p>',
    },
    {
      question:
        "<p>In a code language:</p><ul><li>'sky is blue' is written as 'ta pa ka'</li><li>'blue is colour' is written as 'ka ma ta'</li><li>'colour of sky' is written as 'ma ri pa'</li></ul><p>What is the code for 'colour'?</p>",
      options: [{ option_text: 'ma' }, { option_text: 'ka' }, { option_text: 'ri' }, { option_text: 'pa' }],
      answer: 'ma',
      explanation:
        "<p>'blue is colour' and 'colour of sky' share only the word 'colour' and only the code 'ma', so colour = <strong>ma</strong>.</p><p>Similarly, sentences 1 and 3 share 'sky' and 'pa', so sky = pa; 'blue' and 'is' are 'ta' and 'ka' in some order; and 'of' = ri.</p>",
      exams: ['IBPS PO', 'SBI PO'],
    },
    {
      question: '<p>If ROSE is coded as 6821, CHAIR as 73456 and PREACH as 961473, how is SEARCH coded?</p>',
      options: [{ option_text: '214763' }, { option_text: '214673' }, { option_text: '216473' }, { option_text: '241673' }],
      answer: '214673',
      explanation:
        '<p>Each letter has a fixed digit: from ROSE, R = 6, O = 8, S = 2, E = 1; from CHAIR, C = 7, H = 3, A = 4, I = 5; PREACH confirms P = 9.</p><p>SEARCH = S E A R C H = 2 1 4 6 7 3 = <strong>214673</strong>.</p>',
      exams: ['SSC CGL', 'IBPS Clerk'],
    },
    {
      question: '<p>If PENCIL is coded as RGPEKN, how is ERASER coded?</p>',
      options: [{ option_text: 'GTCUGT' }, { option_text: 'GTCVGT' }, { option_text: 'GTDUGT' }, { option_text: 'FTCUGT' }],
      answer: 'GTCUGT',
      explanation:
        '<p>Every letter moves two places forward: P→R, E→G, N→P, C→E, I→K, L→N.</p><p>ERASER: E→G, R→T, A→C, S→U, E→G, R→T = <strong>GTCUGT</strong>.</p>',
    },
    {
      question: '<p>In a certain code, GOLD is written as TLOW. How is SILVER written in that code?</p>',
      options: [{ option_text: 'HROEVI' }, { option_text: 'HRPEVI' }, { option_text: 'HROFVI' }, { option_text: 'GROEVI' }],
      answer: 'HROEVI',
      explanation:
        '<p>Each letter is replaced by its opposite letter in the alphabet (A↔Z, B↔Y, …), i.e. the two positions add up to 27: G(7)→T(20), O(15)→L(12), L(12)→O(15), D(4)→W(23).</p><p>SILVER: S→H, I→R, L→O, V→E, E→V, R→I = <strong>HROEVI</strong>.</p>',
      exams: ['RRB NTPC'],
    },
    {
      question: '<p>If FRIEND is coded as HUMJTK, how is CANDLE coded in the same way?</p>',
      options: [{ option_text: 'EDRJRL' }, { option_text: 'EDRIRL' }, { option_text: 'EDQIRL' }, { option_text: 'DDRIRL' }],
      answer: 'EDRIRL',
      explanation:
        '<p>The shifts increase by one for each letter: F+2 = H, R+3 = U, I+4 = M, E+5 = J, N+6 = T, D+7 = K.</p><p>CANDLE: C+2 = E, A+3 = D, N+4 = R, D+5 = I, L+6 = R, E+7 = L, giving <strong>EDRIRL</strong>.</p>',
      exams: ['SSC CGL', 'IBPS PO'],
    },
    {
      question: "<p>If '+' means '×', '×' means '−', '−' means '÷' and '÷' means '+', find the value of:</p><p>16 − 4 + 5 ÷ 8 × 3</p>",
      options: [{ option_text: '23' }, { option_text: '27' }, { option_text: '25' }, { option_text: '21' }],
      answer: '25',
      explanation:
        '<p>After replacing the signs, the expression becomes 16 ÷ 4 × 5 + 8 − 3.</p><p>Using BODMAS: 16 ÷ 4 = 4, 4 × 5 = 20, then 20 + 8 − 3 = <strong>25</strong>.</p>',
    },
    {
      question: '<p>In a certain code, BOARD is written as DRCUF. How is CHALK written in that code?</p>',
      options: [{ option_text: 'EKCNM' }, { option_text: 'EJCOM' }, { option_text: 'EKCOM' }, { option_text: 'FKCOM' }],
      answer: 'EKCOM',
      explanation:
        '<p>The shifts alternate +2, +3: B+2 = D, O+3 = R, A+2 = C, R+3 = U, D+2 = F.</p><p>CHALK: C+2 = E, H+3 = K, A+2 = C, L+3 = O, K+2 = M, giving <strong>EKCOM</strong>.</p>',
    },
  ],
};
