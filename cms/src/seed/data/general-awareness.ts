import type { SeedTopic } from '../types';

/** Original demo questions: static general knowledge (Indian polity and geography) and general science. */
export const generalAwareness: SeedTopic = {
  topic_name: 'general-awareness',
  subtopics: [
    {
      subtopic_name: 'indian-polity',
      category: 'Static GK',
      questions: [
        {
          question:
            '<p>Which Article of the Constitution of India <strong>abolishes untouchability</strong> and forbids its practice in any form?</p>',
          options: [
            { option_text: 'Article 14' },
            { option_text: 'Article 17' },
            { option_text: 'Article 21' },
            { option_text: 'Article 32' },
          ],
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
          question:
            '<p><strong>Fundamental Duties</strong> were added to the Constitution of India by which Constitutional Amendment Act?</p>',
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
    },
    {
      subtopic_name: 'indian-geography',
      category: 'Static GK',
      questions: [
        {
          question: '<p>Which is the <strong>longest river</strong> flowing within India?</p>',
          options: [{ option_text: 'Godavari' }, { option_text: 'Ganga' }, { option_text: 'Brahmaputra' }, { option_text: 'Yamuna' }],
          answer: 'Ganga',
          explanation:
            '<p>The <strong>Ganga</strong> flows about 2,500 km from the Gangotri Glacier (where it rises as the Bhagirathi) to the Bay of Bengal, the longest course of any river in India. The Brahmaputra is longer in total, but most of its length lies in Tibet and Bangladesh. The Godavari is the longest river of peninsular India, and the Yamuna is a tributary of the Ganga.</p>',
          exams: ['SSC CGL'],
        },
        {
          question: '<p>Which river is popularly called the <strong>“Dakshin Ganga”</strong> (Ganga of the South)?</p>',
          options: [{ option_text: 'Krishna' }, { option_text: 'Kaveri' }, { option_text: 'Mahanadi' }, { option_text: 'Godavari' }],
          answer: 'Godavari',
          explanation:
            '<p>The <strong>Godavari</strong> rises near Trimbakeshwar in Nashik district, Maharashtra, and flows east to the Bay of Bengal. It is the longest river of peninsular India and has a very large basin, which is why it is called the Dakshin Ganga. The Krishna, Kaveri and Mahanadi are also east-flowing peninsular rivers but do not carry this title.</p>',
          exams: ['SSC CGL', 'RRB NTPC'],
        },
        {
          question: '<p>Through how many Indian states does the <strong>Tropic of Cancer</strong> pass?</p>',
          options: [{ option_text: '6' }, { option_text: '7' }, { option_text: '8' }, { option_text: '9' }],
          answer: '8',
          explanation:
            '<p>The Tropic of Cancer (about 23.5° N) passes through <strong>eight</strong> states. From west to east they are Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram. It divides India roughly into a northern subtropical part and a southern tropical part.</p>',
          exams: ['SSC CGL', 'IBPS PO'],
        },
        {
          question: '<p>Which is the <strong>highest peak of the Western Ghats</strong> (and of peninsular India)?</p>',
          options: [
            { option_text: 'Doddabetta' },
            { option_text: 'Anamudi' },
            { option_text: 'Mahendragiri' },
            { option_text: 'Kalsubai' },
          ],
          answer: 'Anamudi',
          explanation:
            '<p><strong>Anamudi</strong> (about 2,695 m), in the Anaimalai Hills of Idukki district, Kerala, is the highest peak in India south of the Himalayas. Doddabetta is the highest peak of the Nilgiris, Kalsubai is the highest point in Maharashtra, and Mahendragiri lies in the Eastern Ghats of Odisha.</p>',
          exams: ['IBPS PO'],
        },
        {
          question: '<p>Which west-flowing river flows through a <strong>rift valley between the Vindhya and Satpura ranges</strong>?</p>',
          options: [{ option_text: 'Narmada' }, { option_text: 'Sabarmati' }, { option_text: 'Mahi' }, { option_text: 'Godavari' }],
          answer: 'Narmada',
          explanation:
            '<p>The <strong>Narmada</strong> rises at Amarkantak in Madhya Pradesh and flows west through a rift valley between the Vindhyas to the north and the Satpuras to the south. It ends in an estuary in the Gulf of Khambhat. The Sabarmati and Mahi are also west-flowing rivers of Gujarat, but they do not flow through this rift, and the Godavari flows east.</p>',
          exams: ['UPSC CSE'],
        },
        {
          question: '<p>The <strong>Palk Strait</strong> separates India from which country?</p>',
          options: [{ option_text: 'Maldives' }, { option_text: 'Myanmar' }, { option_text: 'Sri Lanka' }, { option_text: 'Bangladesh' }],
          answer: 'Sri Lanka',
          explanation:
            '<p>The <strong>Palk Strait</strong> lies between Tamil Nadu and the northern coast of <strong>Sri Lanka</strong>, connecting the Bay of Bengal with Palk Bay. South of it, the chain of shoals called Adam’s Bridge (Rama Setu) separates Palk Bay from the Gulf of Mannar.</p>',
        },
        {
          question: '<p><strong>Black soil</strong> (regur) of the Deccan plateau is best known for the cultivation of which crop?</p>',
          options: [{ option_text: 'Tea' }, { option_text: 'Jute' }, { option_text: 'Rice' }, { option_text: 'Cotton' }],
          answer: 'Cotton',
          explanation:
            '<p>Black soil formed from weathered basalt lava holds moisture well and is rich in lime, iron and magnesium, which makes it ideal for <strong>cotton</strong>; it is often called black cotton soil. Tea grows best on well-drained, acidic hill slopes, jute on the alluvial soils of the Ganga–Brahmaputra delta, and rice mainly on alluvial plains with plenty of water.</p>',
        },
        {
          question: '<p>Which Indian state has the <strong>longest coastline</strong>?</p>',
          options: [
            { option_text: 'Andhra Pradesh' },
            { option_text: 'Gujarat' },
            { option_text: 'Tamil Nadu' },
            { option_text: 'Maharashtra' },
          ],
          answer: 'Gujarat',
          explanation:
            '<p><strong>Gujarat</strong> has the longest coastline of any Indian state, including the deeply indented Gulf of Kachchh and Gulf of Khambhat and the Saurashtra peninsula. Of India’s nine coastal states, the others, such as Andhra Pradesh, Tamil Nadu and Maharashtra, all have shorter coastlines.</p>',
        },
        {
          question: '<p>The <strong>Ten Degree Channel</strong> separates which of the following?</p>',
          options: [
            { option_text: 'India and Sri Lanka' },
            { option_text: 'Minicoy and the rest of Lakshadweep' },
            { option_text: 'The Andaman Islands and the Nicobar Islands' },
            { option_text: 'Lakshadweep and the Maldives' },
          ],
          answer: 'The Andaman Islands and the Nicobar Islands',
          explanation:
            '<p>The <strong>Ten Degree Channel</strong>, near latitude 10° N in the Bay of Bengal, separates Little Andaman from Car Nicobar, that is, the Andaman group from the Nicobar group. The Nine Degree Channel separates Minicoy from the main Lakshadweep islands, and the Eight Degree Channel separates Minicoy from the Maldives.</p>',
          exams: ['UPSC CSE', 'NDA'],
        },
        {
          question:
            '<p><strong>Loktak Lake</strong>, known for its floating masses of vegetation called <em>phumdis</em>, is located in which state?</p>',
          options: [{ option_text: 'Manipur' }, { option_text: 'Assam' }, { option_text: 'Meghalaya' }, { option_text: 'Mizoram' }],
          answer: 'Manipur',
          explanation:
            '<p><strong>Loktak Lake</strong> in <strong>Manipur</strong> is the largest freshwater lake in north-east India. It is famous for its phumdis, floating mats of vegetation, soil and organic matter. The Keibul Lamjao National Park, the only floating national park in the world and home of the endangered sangai deer, lies on these phumdis.</p>',
        },
      ],
    },
    {
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
          options: [
            { option_text: 'NaCl' },
            { option_text: 'KCl' },
            { option_text: 'NaHCO<sub>3</sub>' },
            { option_text: 'CaCO<sub>3</sub>' },
          ],
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
        // Math and chemistry (issue #17): formulas in LaTeX, chemical ones with mhchem's \ce{}.
        {
          question: '<p>Which gas is given off when zinc reacts with dilute hydrochloric acid, $\\ce{Zn + 2HCl -> ZnCl2 + ?}$</p>',
          options: [
            { option_text: 'Hydrogen' },
            { option_text: 'Chlorine' },
            { option_text: 'Oxygen' },
            { option_text: 'Hydrogen chloride' },
          ],
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
    },
  ],
};
