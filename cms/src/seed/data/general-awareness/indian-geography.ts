import type { SeedSubtopic } from '#src/seed/types.js';

export const indianGeography: SeedSubtopic = {
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
      options: [{ option_text: 'Doddabetta' }, { option_text: 'Anamudi' }, { option_text: 'Mahendragiri' }, { option_text: 'Kalsubai' }],
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
};
