import type { SeedTopic } from '../types';

/**
 * Demo questions for the Logical Reasoning topic. Direction-sense diagrams and image options
 * are drawn by src/seed/images.ts; the distances below must match them.
 */
export const logicalReasoning: SeedTopic = {
  topic_name: 'logical-reasoning',
  subtopics: [
    /* ------------------------------------------------------------------ number series */
    {
      subtopic_name: 'number-series',
      category: 'Series',
      questions: [
        {
          question: '<p>Find the next number in the series: 2, 6, 12, 20, 30, ?</p>',
          options: [{ option_text: '40' }, { option_text: '42' }, { option_text: '44' }, { option_text: '36' }],
          answer: '42',
          explanation:
            '<p>The differences are 4, 6, 8, 10, so the next difference is 12: 30 + 12 = <strong>42</strong>.</p><p>Another view: the terms are 1×2, 2×3, 3×4, 4×5, 5×6, so the next is 6×7 = 42.</p>',
          exams: ['SSC CGL', 'SSC CHSL'],
        },
        {
          question: '<p>Find the next number in the series: 3, 7, 15, 31, 63, ?</p>',
          options: [{ option_text: '125' }, { option_text: '126' }, { option_text: '129' }, { option_text: '127' }],
          answer: '127',
          explanation:
            '<p>Each term is double the previous term plus 1: 3×2+1 = 7, 7×2+1 = 15, and so on.</p><p>Next = 63×2 + 1 = <strong>127</strong>. (Each term is also one less than a power of 2: 2<sup>7</sup> − 1 = 127.)</p>',
        },
        {
          question: '<p>Find the next number in the series: 1, 8, 27, 64, 125, ?</p>',
          options: [{ option_text: '196' }, { option_text: '225' }, { option_text: '216' }, { option_text: '256' }],
          answer: '216',
          explanation:
            '<p>The terms are the cubes 1<sup>3</sup>, 2<sup>3</sup>, 3<sup>3</sup>, 4<sup>3</sup>, 5<sup>3</sup>.</p><p>Next = 6<sup>3</sup> = <strong>216</strong>.</p>',
          exams: ['SSC CGL'],
        },
        {
          question: '<p>Find the wrong number in the series: 2, 5, 10, 17, 26, 38, 50</p>',
          options: [{ option_text: '38' }, { option_text: '10' }, { option_text: '26' }, { option_text: '50' }],
          answer: '38',
          explanation:
            '<p>The pattern is n<sup>2</sup> + 1: 1+1 = 2, 4+1 = 5, 9+1 = 10, 16+1 = 17, 25+1 = 26, 36+1 = 37, 49+1 = 50.</p><p>The sixth term should be 37, so <strong>38</strong> is wrong. Checking differences (3, 5, 7, 9, 11, 13) finds it just as fast.</p>',
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question: '<p>Find the next number in the series: 120, 99, 80, 63, 48, ?</p>',
          options: [{ option_text: '35' }, { option_text: '36' }, { option_text: '33' }, { option_text: '37' }],
          answer: '35',
          explanation:
            '<p>Each term is one less than a perfect square: 11<sup>2</sup> − 1, 10<sup>2</sup> − 1, 9<sup>2</sup> − 1, 8<sup>2</sup> − 1, 7<sup>2</sup> − 1.</p><p>Next = 6<sup>2</sup> − 1 = <strong>35</strong>. (The differences 21, 19, 17, 15 give the next difference 13 and the same answer.)</p>',
          exams: ['SSC CGL'],
        },
        {
          question: '<p>Find the next number in the series: 7, 10, 16, 28, 52, ?</p>',
          options: [{ option_text: '96' }, { option_text: '100' }, { option_text: '104' }, { option_text: '98' }],
          answer: '100',
          explanation:
            '<p>The differences are 3, 6, 12, 24, each double the one before, so the next difference is 48.</p><p>Next = 52 + 48 = <strong>100</strong>. (Equivalently, each term = previous × 2 − 4.)</p>',
          exams: ['IBPS PO'],
        },
        {
          question: '<p>Find the next number in the series: 6, 3, 3, 4.5, 9, ?</p>',
          options: [{ option_text: '18' }, { option_text: '27' }, { option_text: '22.5' }, { option_text: '20.25' }],
          answer: '22.5',
          explanation:
            '<p>The multipliers increase by 0.5 each time: ×0.5, ×1, ×1.5, ×2, so the next is ×2.5.</p><p>Next = 9 × 2.5 = <strong>22.5</strong>. When terms fall and then rise, check for changing multipliers.</p>',
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question: '<p>Find the next number in the series: 2, 3, 5, 7, 11, 13, ?</p>',
          options: [{ option_text: '15' }, { option_text: '19' }, { option_text: '16' }, { option_text: '17' }],
          answer: '17',
          explanation:
            '<p>These are consecutive prime numbers. The next prime after 13 is <strong>17</strong> (15 = 3 × 5 is not prime).</p>',
        },
        {
          question: '<p>Find the next number in the series: 3, 4, 8, 17, 33, ?</p>',
          options: [{ option_text: '58' }, { option_text: '56' }, { option_text: '49' }, { option_text: '60' }],
          answer: '58',
          explanation:
            '<p>The differences are 1, 4, 9, 16, i.e. 1<sup>2</sup>, 2<sup>2</sup>, 3<sup>2</sup>, 4<sup>2</sup>. The next difference is 5<sup>2</sup> = 25.</p><p>Next = 33 + 25 = <strong>58</strong>.</p>',
        },
        {
          question: '<p>Find the next number in the series: 1, 2, 6, 24, 120, ?</p>',
          options: [{ option_text: '600' }, { option_text: '840' }, { option_text: '240' }, { option_text: '720' }],
          answer: '720',
          explanation:
            '<p>Multiply by 2, 3, 4, 5 in turn (the terms are factorials 1!, 2!, 3!, 4!, 5!).</p><p>Next = 120 × 6 = <strong>720</strong>.</p>',
        },
      ],
    },

    /* ------------------------------------------------------------------ coding-decoding */
    {
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
    },

    /* ------------------------------------------------------------------ blood relations */
    {
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
          question:
            '<p>Introducing a woman, Ravi says, "Her mother is the only daughter of my mother." How is the woman related to Ravi?</p>',
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
          options: [
            { option_text: 'Brother' },
            { option_text: 'Son-in-law' },
            { option_text: 'Brother-in-law' },
            { option_text: 'Cousin' },
          ],
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
          options: [
            { option_text: 'Father' },
            { option_text: 'Brother' },
            { option_text: 'Father-in-law' },
            { option_text: 'Grandfather' },
          ],
          answer: 'Father-in-law',
          explanation:
            "<p>B and C are one couple, with children A and F. The other couple must include D; since A and F are her grandchildren, her husband is E.</p><p>So E is B's father, and the father of C's husband is C's <strong>father-in-law</strong>.</p>",
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question: "<p>Rohan is Meena's son. Meena's father is Kailash, whose only son is Amit. How is Amit related to Rohan?</p>",
          options: [
            { option_text: 'Maternal uncle' },
            { option_text: 'Father' },
            { option_text: 'Grandfather' },
            { option_text: 'Cousin' },
          ],
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
    },

    /* ------------------------------------------------------------------ direction sense */
    {
      subtopic_name: 'direction-sense',
      category: 'Spatial Reasoning',
      questions: [
        {
          question:
            '<p>The diagram shows the route Ravi walked, starting at S and ending at D (north is up). What is the straight-line distance between S and D?</p>',
          question_type: 'image',
          image: 'ds-path-ravi',
          options: [{ option_text: '12 km' }, { option_text: '14 km' }, { option_text: '10 km' }, { option_text: '8 km' }],
          answer: '10 km',
          explanation:
            '<p>Take S as (0, 0). North 4 km to A (0, 4), east 9 km to B (9, 4), south 12 km to C (9, −8), west 3 km to D (6, −8).</p><p>D is 6 km east and 8 km south of S, so SD = √(6<sup>2</sup> + 8<sup>2</sup>) = √100 = <strong>10 km</strong> (a 6-8-10 triangle).</p>',
          exams: ['SSC CGL'],
        },
        {
          question:
            '<p>The diagram shows the route Ravi walked, starting at S and ending at D (north is up). In which direction is D from S?</p>',
          question_type: 'image',
          image: 'ds-path-ravi',
          options: [{ option_text: 'North-East' }, { option_text: 'South-East' }, { option_text: 'South-West' }, { option_text: 'South' }],
          answer: 'South-East',
          explanation:
            '<p>Net east–west movement: 9 km east − 3 km west = 6 km east. Net north–south movement: 12 km south − 4 km north = 8 km south.</p><p>D is both east and south of S, so it lies to the <strong>South-East</strong> of S.</p>',
        },
        {
          question:
            '<p>The diagram shows the route Meera walked from P to T (north is up). How far and in which direction is T from P?</p>',
          question_type: 'image',
          image: 'ds-path-meera',
          options: [
            { option_text: '13 km North-East' },
            { option_text: '17 km North-West' },
            { option_text: '12 km North' },
            { option_text: '13 km North-West' },
          ],
          answer: '13 km North-West',
          explanation:
            '<p>Meera walks 7 km north, then 5 km west, then 5 km north. In all she is 7 + 5 = 12 km north and 5 km west of P.</p><p>Distance = √(12<sup>2</sup> + 5<sup>2</sup>) = √169 = 13 km, and north plus west gives <strong>North-West</strong>. (17 km is the total of the legs, not the straight-line distance.)</p>',
        },
        {
          question:
            '<p>Anita walks 3 km towards north, turns right and walks 4 km, and then turns right again and walks 2 km. Which figure shows her path? (S marks the start; north is up.)</p>',
          options: [
            { option_type: 'image', option_text: 'Figure A', image: 'ds-option-a' },
            { option_type: 'image', option_text: 'Figure B', image: 'ds-option-b' },
            { option_type: 'image', option_text: 'Figure C', image: 'ds-option-c' },
            { option_type: 'image', option_text: 'Figure D', image: 'ds-option-d' },
          ],
          answer: 'Figure C',
          explanation:
            '<p>Facing north, a right turn means facing east; a second right turn means facing south. So the path is 3 km north, 4 km east, then 2 km south.</p><ul><li>Figure A turns left (west) first.</li><li>Figure B goes north on the last leg.</li><li>Figure D has the 4 km and 2 km legs swapped.</li></ul><p>Only <strong>Figure C</strong> matches.</p>',
          exams: ['SSC CHSL', 'RRB NTPC'],
        },
        {
          question:
            '<p>A man walks 10 m towards north, turns left and walks 6 m, then turns left again and walks 10 m. How far and in which direction is he from his starting point?</p>',
          options: [{ option_text: '6 m East' }, { option_text: '6 m West' }, { option_text: '16 m West' }, { option_text: '10 m South' }],
          answer: '6 m West',
          explanation:
            '<p>Facing north, a left turn faces west, and another left turn faces south. He goes 10 m north, 6 m west, then 10 m south, so the north and south legs cancel.</p><p>He ends <strong>6 m West</strong> of the start.</p>',
          exams: ['SSC CGL', 'SSC CHSL'],
        },
        {
          question:
            '<p>Suresh is facing east. He turns 90° clockwise, then 180° anticlockwise, and then 45° clockwise. Which direction is he facing now?</p>',
          options: [{ option_text: 'South-East' }, { option_text: 'North-West' }, { option_text: 'North-East' }, { option_text: 'North' }],
          answer: 'North-East',
          explanation:
            '<p>East → 90° clockwise → South → 180° anticlockwise → North → 45° clockwise → <strong>North-East</strong>.</p><p>Shortcut: net turn = 90° clockwise − 180° + 45° clockwise = 45° anticlockwise from east, which is north-east.</p>',
          exams: ['SSC CGL'],
        },
        {
          question:
            "<p>One morning after sunrise, Arjun and Kavya were standing face to face. Arjun's shadow fell exactly to his right. Which direction was Kavya facing?</p>",
          options: [{ option_text: 'North' }, { option_text: 'South' }, { option_text: 'East' }, { option_text: 'West' }],
          answer: 'North',
          explanation:
            "<p>In the morning the sun is in the east, so shadows fall towards the west. Arjun's right is west, which means Arjun is facing south.</p><p>Kavya faces Arjun, so she faces the opposite way: <strong>North</strong>.</p>",
          exams: ['IBPS PO', 'SSC CGL'],
        },
        {
          question: '<p>P is 8 km east of Q. R is 6 km north of P. S is 8 km west of R. How far and in which direction is S from Q?</p>',
          options: [
            { option_text: '10 km North-East' },
            { option_text: '8 km North' },
            { option_text: '6 km South' },
            { option_text: '6 km North' },
          ],
          answer: '6 km North',
          explanation:
            '<p>Take Q as (0, 0). Then P = (8, 0), R = (8, 6) and S = (0, 6).</p><p>S is directly above Q, at <strong>6 km North</strong>. The 8 km east and 8 km west legs cancel.</p>',
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question: '<p>If south-east is called north, and north-east is called west, what will west be called?</p>',
          options: [{ option_text: 'South-East' }, { option_text: 'North-East' }, { option_text: 'South' }, { option_text: 'South-West' }],
          answer: 'South-East',
          explanation:
            '<p>South-east → north is a rotation of 135° anticlockwise (SE → E → NE → N). Check: north-east rotated 135° anticlockwise is NE → N → NW → W, i.e. west, as given.</p><p>West rotated 135° anticlockwise: W → SW → S → SE, so west is called <strong>South-East</strong>.</p>',
          exams: ['IBPS PO'],
        },
        {
          question:
            '<p>Town X is 20 km north of town Y, and town Z is 15 km west of town Y. How far and in which direction is Z from X?</p>',
          options: [
            { option_text: '25 km North-East' },
            { option_text: '25 km South-West' },
            { option_text: '35 km South-West' },
            { option_text: '25 km South-East' },
          ],
          answer: '25 km South-West',
          explanation:
            '<p>X, Y and Z form a right angle at Y, so XZ = √(20<sup>2</sup> + 15<sup>2</sup>) = √625 = 25 km (a 3-4-5 triangle scaled by 5).</p><p>From X, Z is south (towards Y) and west, so Z is <strong>25 km South-West</strong> of X.</p>',
        },
      ],
    },
  ],
};
