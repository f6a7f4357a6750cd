import type { SeedSubtopic } from '#src/seed/types.js';

export const generalScience: SeedSubtopic = {
  subtopic_name: 'general-science',
  category: 'Science',
  questions: [
    {
      question: '<p>Which vitamin does the human skin make when it is exposed to <strong>sunlight</strong>?</p>',
      options: [{ option_text: 'Vitamin A' }, { option_text: 'Vitamin C' }, { option_text: 'Vitamin D' }, { option_text: 'Vitamin K' }],
      answer: 'Vitamin D',
      explanation:
        '<p>Ultraviolet-B rays in sunlight convert a form of cholesterol in the skin into <strong>vitamin D</strong>, which the liver and kidneys then activate. Vitamin D helps the body absorb calcium, and its deficiency causes rickets in children. Vitamins A, C and K must come from food.</p>',
      exams: ['SSC CGL', 'SSC CHSL'],
    },
    {
      question: '<p>What is the SI unit of <strong>electric current</strong>?</p>',
      options: [{ option_text: 'Volt' }, { option_text: 'Ampere' }, { option_text: 'Ohm' }, { option_text: 'Watt' }],
      answer: 'Ampere',
      explanation:
        '<p>The <strong>ampere</strong> (A) is the SI unit of electric current and one of the seven SI base units. The volt measures potential difference, the ohm measures resistance and the watt measures power; by Ohm’s law, current (A) = potential difference (V) ÷ resistance (Ω).</p>',
      exams: ['SSC CGL', 'RRB NTPC'],
    },
    {
      question: '<p>Which gas do green plants take in from the air to make food by <strong>photosynthesis</strong>?</p>',
      options: [{ option_text: 'Oxygen' }, { option_text: 'Nitrogen' }, { option_text: 'Carbon dioxide' }, { option_text: 'Hydrogen' }],
      answer: 'Carbon dioxide',
      explanation:
        '<p>In photosynthesis, chlorophyll uses the energy of sunlight to combine <strong>carbon dioxide</strong> from the air with water from the soil, making glucose and releasing oxygen: 6CO<sub>2</sub> + 6H<sub>2</sub>O → C<sub>6</sub>H<sub>12</sub>O<sub>6</sub> + 6O<sub>2</sub>. Oxygen is given out, not taken in, during this process.</p>',
      exams: ['RRB NTPC'],
    },
    {
      question: '<p>What is the chemical formula of <strong>common salt</strong>?</p>',
      options: [{ option_text: 'NaCl' }, { option_text: 'KCl' }, { option_text: 'NaHCO<sub>3</sub>' }, { option_text: 'CaCO<sub>3</sub>' }],
      answer: 'NaCl',
      explanation:
        '<p>Common salt is sodium chloride, <strong>NaCl</strong>. KCl is potassium chloride (used in low-sodium salt), NaHCO<sub>3</sub> is sodium hydrogen carbonate (baking soda), and CaCO<sub>3</sub> is calcium carbonate, found in limestone, marble and chalk.</p>',
      exams: ['SSC CHSL'],
    },
    {
      question: '<p>Which organ of the human body produces the hormone <strong>insulin</strong>?</p>',
      options: [{ option_text: 'Liver' }, { option_text: 'Pancreas' }, { option_text: 'Kidney' }, { option_text: 'Spleen' }],
      answer: 'Pancreas',
      explanation:
        '<p>Insulin is made by the beta cells of the islets of Langerhans in the <strong>pancreas</strong>. It lowers the level of glucose in the blood by helping cells take it up; too little insulin, or cells that do not respond to it, leads to diabetes. The liver stores glucose as glycogen but does not make insulin.</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>Sound <strong>cannot</strong> travel through which of the following?</p>',
      options: [{ option_text: 'Water' }, { option_text: 'Steel' }, { option_text: 'Vacuum' }, { option_text: 'Air' }],
      answer: 'Vacuum',
      explanation:
        '<p>Sound is a mechanical wave: it travels as vibrations passed from particle to particle of a medium. A <strong>vacuum</strong> has no particles, so sound cannot cross it, which is why astronauts in space talk by radio. Sound travels through solids, liquids and gases, fastest in solids such as steel and slowest in gases such as air.</p>',
      exams: ['RRB NTPC', 'SSC CHSL'],
    },
    {
      question: '<p>Which component of blood helps it to <strong>clot</strong> at a wound?</p>',
      options: [
        { option_text: 'Red blood cells' },
        { option_text: 'White blood cells' },
        { option_text: 'Platelets' },
        { option_text: 'Haemoglobin' },
      ],
      answer: 'Platelets',
      explanation:
        '<p><strong>Platelets</strong> (thrombocytes) are cell fragments that gather at a cut and release substances that start clotting, turning the protein fibrinogen into a mesh of fibrin. Red blood cells carry oxygen with the help of haemoglobin, and white blood cells fight infection.</p>',
      exams: ['SSC CGL', 'RRB NTPC'],
    },
    {
      question: '<p>What is the <strong>pH</strong> of pure water at 25 °C?</p>',
      options: [{ option_text: '0' }, { option_text: '5' }, { option_text: '7' }, { option_text: '14' }],
      answer: '7',
      explanation:
        '<p>Pure water at 25 °C has equal concentrations of hydrogen and hydroxide ions, so it is neutral, with a pH of <strong>7</strong>. Solutions with a pH below 7 are acidic (lemon juice is about 2) and those above 7 are basic or alkaline (soap solution is about 10).</p>',
      exams: ['SSC CHSL'],
    },
    {
      question: '<p>Which is the <strong>hardest</strong> naturally occurring substance?</p>',
      options: [{ option_text: 'Iron' }, { option_text: 'Diamond' }, { option_text: 'Quartz' }, { option_text: 'Graphite' }],
      answer: 'Diamond',
      explanation:
        '<p><strong>Diamond</strong> is the hardest natural substance, 10 on the Mohs scale. Each of its carbon atoms is bonded strongly to four others in a rigid three-dimensional network. Graphite is also pure carbon, but its atoms form layers that slide over one another, which makes it soft enough to write with.</p>',
      exams: ['RRB NTPC'],
    },
    {
      question: '<p>A lack of <strong>iodine</strong> in the diet causes which disease?</p>',
      options: [{ option_text: 'Rickets' }, { option_text: 'Scurvy' }, { option_text: 'Goitre' }, { option_text: 'Night blindness' }],
      answer: 'Goitre',
      explanation:
        '<p>The thyroid gland needs iodine to make the hormone thyroxine; without enough iodine it swells, a condition called <strong>goitre</strong>. This is why salt is iodised in India. Rickets comes from a lack of vitamin D, scurvy from a lack of vitamin C, and night blindness from a lack of vitamin A.</p>',
      exams: ['SSC CGL', 'SSC CHSL'],
    },
    // Math and chemistry: formulas in LaTeX, chemical ones with mhchem's \ce{}.
    {
      question: '<p>Which gas is given off when zinc reacts with dilute hydrochloric acid, $\\ce{Zn + 2HCl -> ZnCl2 + ?}$</p>',
      options: [{ option_text: 'Hydrogen' }, { option_text: 'Chlorine' }, { option_text: 'Oxygen' }, { option_text: 'Hydrogen chloride' }],
      answer: 'Hydrogen',
      explanation:
        '<p>Zinc is more reactive than hydrogen and displaces it from the acid:</p><p>$$\\ce{Zn + 2HCl -> ZnCl2 + H2 ^}$$</p><p>The gas burns with a pop when a lit splint is brought near it.</p>',
      exams: ['SSC CHSL', 'RRB NTPC'],
    },
    {
      question: '<p>What is the chemical formula of <strong>baking soda</strong>?</p>',
      options: [
        { option_text: '$\\ce{NaHCO3}$' },
        { option_text: '$\\ce{Na2CO3}$' },
        { option_text: '$\\ce{NaOH}$' },
        { option_text: '$\\ce{CaCO3}$' },
      ],
      answer: '$\\ce{NaHCO3}$',
      explanation:
        '<p>Baking soda is sodium hydrogencarbonate, $\\ce{NaHCO3}$. On heating it gives off carbon dioxide, which makes dough rise:</p><p>$$\\ce{2NaHCO3 ->[\\Delta] Na2CO3 + H2O + CO2 ^}$$</p><p>Washing soda is $\\ce{Na2CO3.10H2O}$, caustic soda $\\ce{NaOH}$ and limestone $\\ce{CaCO3}$.</p>',
      exams: ['SSC CGL', 'RRB NTPC'],
    },
    {
      question: '<p>In the balanced equation of photosynthesis, $\\ce{6CO2 + 6H2O -> C6H12O6} + x\\,\\ce{O2}$, what is $x$?</p>',
      options: [{ option_text: '6' }, { option_text: '3' }, { option_text: '12' }, { option_text: '1' }],
      answer: '6',
      explanation:
        '<p>Count the oxygen atoms: the left side has $6 \\times 2 + 6 \\times 1 = 18$. Glucose holds 6 of them, so $\\ce{O2}$ must carry the other 12 and $x = 6$:</p><p>$$\\ce{6CO2 + 6H2O ->[sunlight][chlorophyll] C6H12O6 + 6O2}$$</p>',
      exams: ['SSC CHSL'],
    },
    {
      question: '<p>Which is the correct formula of <strong>aluminium sulphate</strong>?</p>',
      options: [
        { option_text: '$\\ce{Al2(SO4)3}$' },
        { option_text: '$\\ce{Al(SO4)3}$' },
        { option_text: '$\\ce{Al3(SO4)2}$' },
        { option_text: '$\\ce{AlSO4}$' },
      ],
      answer: '$\\ce{Al2(SO4)3}$',
      explanation:
        '<p>Aluminium forms the ion $\\ce{Al^3+}$ and sulphate is $\\ce{SO4^2-}$. The charges must cancel: two $\\ce{Al^3+}$ ions ($+6$) balance three $\\ce{SO4^2-}$ ions ($-6$), which gives $\\ce{Al2(SO4)3}$.</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>A body of mass 2 kg moves at $3\\ \\text{m s}^{-1}$. What is its kinetic energy?</p>',
      options: [{ option_text: '9 J' }, { option_text: '6 J' }, { option_text: '18 J' }, { option_text: '3 J' }],
      answer: '9 J',
      explanation:
        '<p>$E_k = \\frac{1}{2}mv^{2} = \\frac{1}{2} \\times 2 \\times 3^{2} = 9$ J. Doubling the speed would make it four times as large.</p>',
      exams: ['RRB NTPC', 'NDA'],
    },
    {
      question: '<p>Resistors of $6\\,\\Omega$ and $3\\,\\Omega$ are connected in parallel. What is their equivalent resistance?</p>',
      options: [
        { option_text: '$2\\,\\Omega$' },
        { option_text: '$9\\,\\Omega$' },
        { option_text: '$4.5\\,\\Omega$' },
        { option_text: '$0.5\\,\\Omega$' },
      ],
      answer: '$2\\,\\Omega$',
      explanation:
        '<p>In parallel, $\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2} = \\frac{1}{6} + \\frac{1}{3} = \\frac{1}{2}$, so $R = 2\\,\\Omega$. The shortcut $R = \\frac{R_1 R_2}{R_1 + R_2} = \\frac{18}{9}$ gives the same.</p>',
      exams: ['RRB NTPC', 'NDA'],
    },
    {
      question: '<p>A solution has a hydrogen ion concentration $[\\ce{H+}] = 10^{-3}$ mol/L. What is its pH?</p>',
      options: [{ option_text: '3' }, { option_text: '−3' }, { option_text: '11' }, { option_text: '7' }],
      answer: '3',
      explanation:
        '<p>$\\text{pH} = -\\log_{10}[\\ce{H+}] = -\\log_{10} 10^{-3} = 3$. A pH below 7 means the solution is acidic; each step of 1 is a tenfold change in $[\\ce{H+}]$.</p>',
      exams: ['SSC CGL', 'NDA'],
    },
  ],
};
