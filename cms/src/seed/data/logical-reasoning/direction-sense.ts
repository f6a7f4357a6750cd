import type { SeedSubtopic } from '#src/seed/types.js';

export const directionSense: SeedSubtopic = {
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
      question: '<p>The diagram shows the route Meera walked from P to T (north is up). How far and in which direction is T from P?</p>',
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
      question: '<p>Town X is 20 km north of town Y, and town Z is 15 km west of town Y. How far and in which direction is Z from X?</p>',
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
};
