import type { HindiQuestion } from './types';

/**
 * Hindi versions of Logical Reasoning demo questions (../logical-reasoning.ts). As in the Hindi versions of SSC and
 * banking papers, letter codes (CAT, DBU) and the words of a code language stay in Latin script; kinship terms follow
 * Hindi usage, which names the side of the family (मामा, मौसा, भांजी) where English says uncle or niece.
 */
export const hindiReasoningQuestions: HindiQuestion[] = [
  /* ------------------------------------------------------------------ संख्या श्रृंखला */
  {
    subtopic_name: 'number-series',
    english_question: '<p>Find the next number in the series: 2, 6, 12, 20, 30, ?</p>',
    question: '<p>श्रृंखला में अगली संख्या ज्ञात कीजिए: 2, 6, 12, 20, 30, ?</p>',
    options: ['40', '42', '44', '36'],
    explanation:
      '<p>क्रमागत पदों का अंतर 4, 6, 8, 10 है, अतः अगला अंतर 12 होगा: 30 + 12 = <strong>42</strong>।</p><p>दूसरा तरीका: पद 1×2, 2×3, 3×4, 4×5, 5×6 हैं, इसलिए अगला पद 6×7 = 42।</p>',
  },
  {
    subtopic_name: 'number-series',
    english_question: '<p>Find the next number in the series: 3, 7, 15, 31, 63, ?</p>',
    question: '<p>श्रृंखला में अगली संख्या ज्ञात कीजिए: 3, 7, 15, 31, 63, ?</p>',
    options: ['125', '126', '129', '127'],
    explanation:
      '<p>प्रत्येक पद पिछले पद के दोगुने से 1 अधिक है: 3×2+1 = 7, 7×2+1 = 15, इसी प्रकार आगे।</p><p>अगला पद = 63×2 + 1 = <strong>127</strong>। (हर पद 2 की किसी घात से 1 कम भी है: 2<sup>7</sup> − 1 = 127।)</p>',
  },
  {
    subtopic_name: 'number-series',
    english_question: '<p>Find the wrong number in the series: 2, 5, 10, 17, 26, 38, 50</p>',
    question: '<p>श्रृंखला में गलत संख्या ज्ञात कीजिए: 2, 5, 10, 17, 26, 38, 50</p>',
    options: ['38', '10', '26', '50'],
    explanation:
      '<p>पैटर्न n<sup>2</sup> + 1 है: 1+1 = 2, 4+1 = 5, 9+1 = 10, 16+1 = 17, 25+1 = 26, 36+1 = 37, 49+1 = 50।</p><p>छठा पद 37 होना चाहिए, अतः <strong>38</strong> गलत है। अंतरों (3, 5, 7, 9, 11, 13) की जाँच से भी यह उतनी ही जल्दी पकड़ में आ जाता है।</p>',
  },
  {
    subtopic_name: 'number-series',
    english_question: '<p>Find the next number in the series: 6, 3, 3, 4.5, 9, ?</p>',
    question: '<p>श्रृंखला में अगली संख्या ज्ञात कीजिए: 6, 3, 3, 4.5, 9, ?</p>',
    options: ['18', '27', '22.5', '20.25'],
    explanation:
      '<p>गुणक हर बार 0.5 बढ़ता है: ×0.5, ×1, ×1.5, ×2, अतः अगला गुणक ×2.5 होगा।</p><p>अगला पद = 9 × 2.5 = <strong>22.5</strong>। जब पद पहले घटें और फिर बढ़ें, तो बदलते गुणक की जाँच करें।</p>',
  },
  {
    subtopic_name: 'number-series',
    english_question: '<p>Find the next number in the series: 1, 2, 6, 24, 120, ?</p>',
    question: '<p>श्रृंखला में अगली संख्या ज्ञात कीजिए: 1, 2, 6, 24, 120, ?</p>',
    options: ['600', '840', '240', '720'],
    explanation:
      '<p>क्रमशः 2, 3, 4, 5 से गुणा किया गया है (पद क्रमगुणित 1!, 2!, 3!, 4!, 5! हैं)।</p><p>अगला पद = 120 × 6 = <strong>720</strong>।</p>',
  },

  /* ------------------------------------------------------------------ कोडिंग-डिकोडिंग */
  {
    subtopic_name: 'coding-decoding',
    english_question: '<p>If CAT is coded as DBU, how is DOG coded in the same language?</p>',
    question: '<p>यदि किसी कूट भाषा में CAT को DBU लिखा जाता है, तो उसी भाषा में DOG को कैसे लिखा जाएगा?</p>',
    options: ['EPG', 'EPH', 'FQI', 'DPH'],
    explanation:
      '<p>प्रत्येक अक्षर एक स्थान आगे बढ़ाया गया है: C→D, A→B, T→U।</p><p>इसी प्रकार D→E, O→P, G→H, अतः कूट <strong>EPH</strong> होगा।</p>',
  },
  {
    subtopic_name: 'coding-decoding',
    english_question: '<p>In a certain code, MONKEY is written as XDJMNL. How is TIGER written in that code?</p>',
    question: '<p>एक निश्चित कूट भाषा में MONKEY को XDJMNL लिखा जाता है। उसी कूट भाषा में TIGER को कैसे लिखा जाएगा?</p>',
    options: ['SHFDQ', 'QDFGS', 'QDFHS', 'RDFHS'],
    explanation:
      '<p>MONKEY को उलटकर लिखने पर YEKNOM मिलता है, फिर प्रत्येक अक्षर को एक स्थान पीछे किया गया है: Y→X, E→D, K→J, N→M, O→N, M→L, अर्थात् XDJMNL।</p><p>TIGER को उलटने पर REGIT मिलता है; हर अक्षर एक स्थान पीछे करने पर Q, D, F, H, S = <strong>QDFHS</strong>।</p>',
  },
  {
    subtopic_name: 'coding-decoding',
    english_question:
      "<p>In a code language:</p><ul><li>'sky is blue' is written as 'ta pa ka'</li><li>'blue is colour' is written as 'ka ma ta'</li><li>'colour of sky' is written as 'ma ri pa'</li></ul><p>What is the code for 'colour'?</p>",
    question:
      "<p>एक कूट भाषा में:</p><ul><li>'sky is blue' को 'ta pa ka' लिखा जाता है</li><li>'blue is colour' को 'ka ma ta' लिखा जाता है</li><li>'colour of sky' को 'ma ri pa' लिखा जाता है</li></ul><p>'colour' का कूट क्या है?</p>",
    options: ['ma', 'ka', 'ri', 'pa'],
    explanation:
      "<p>'blue is colour' और 'colour of sky' में केवल 'colour' शब्द उभयनिष्ठ है और उनके कूटों में केवल 'ma', अतः colour = <strong>ma</strong>।</p><p>इसी तरह वाक्य 1 और 3 में 'sky' और 'pa' उभयनिष्ठ हैं, अतः sky = pa; 'blue' और 'is' के कूट किसी क्रम में 'ta' और 'ka' हैं; और 'of' = ri।</p>",
  },
  {
    subtopic_name: 'coding-decoding',
    english_question:
      "<p>If '+' means '×', '×' means '−', '−' means '÷' and '÷' means '+', find the value of:</p><p>16 − 4 + 5 ÷ 8 × 3</p>",
    question:
      "<p>यदि '+' का अर्थ '×', '×' का अर्थ '−', '−' का अर्थ '÷' और '÷' का अर्थ '+' हो, तो निम्नलिखित का मान ज्ञात कीजिए:</p><p>16 − 4 + 5 ÷ 8 × 3</p>",
    options: ['23', '27', '25', '21'],
    explanation:
      '<p>चिह्न बदलने पर व्यंजक 16 ÷ 4 × 5 + 8 − 3 हो जाता है।</p><p>BODMAS नियम से: 16 ÷ 4 = 4, 4 × 5 = 20, फिर 20 + 8 − 3 = <strong>25</strong>।</p>',
  },

  /* ------------------------------------------------------------------ रक्त संबंध */
  {
    subtopic_name: 'blood-relations',
    english_question: '<p>Pointing to a man, Neha says, "He is the son of my grandfather\'s only son." How is the man related to Neha?</p>',
    question: '<p>एक व्यक्ति की ओर इशारा करते हुए नेहा कहती है, "यह मेरे दादा के इकलौते बेटे का बेटा है।" वह व्यक्ति नेहा से किस प्रकार संबंधित है?</p>',
    options: ['चचेरा भाई', 'चाचा', 'भाई', 'पिता'],
    explanation:
      '<p>नेहा के दादा का इकलौता बेटा नेहा का पिता है। नेहा के पिता का बेटा नेहा का <strong>भाई</strong> है।</p><p>सुझाव: ऐसे प्रश्न "मेरे" से जुड़े संबंध (यहाँ "मेरे दादा का इकलौता बेटा") से हल करना शुरू करें और फिर एक-एक कड़ी आगे बढ़ें।</p>',
  },
  {
    subtopic_name: 'blood-relations',
    english_question: '<p>A is the brother of B. B is the sister of C. C is the father of D. How is A related to D?</p>',
    question: '<p>A, B का भाई है। B, C की बहन है। C, D का पिता है। A, D से किस प्रकार संबंधित है?</p>',
    options: ['पिता', 'चाचा', 'दादा', 'चचेरा भाई'],
    explanation:
      '<p>A, B और C भाई-बहन हैं (A और C पुरुष हैं, B महिला है)। C, D का पिता है, अतः A, D के पिता का भाई है।</p><p>इसलिए A, D का <strong>चाचा</strong> है।</p>',
  },
  {
    subtopic_name: 'blood-relations',
    english_question:
      '<p>Introducing a woman, Ravi says, "Her mother is the only daughter of my mother." How is the woman related to Ravi?</p>',
    question: '<p>एक महिला का परिचय कराते हुए रवि कहता है, "इसकी माँ मेरी माँ की इकलौती बेटी है।" वह महिला रवि से किस प्रकार संबंधित है?</p>',
    options: ['भांजी', 'बहन', 'बेटी', 'चचेरी बहन'],
    explanation:
      '<p>रवि की माँ की इकलौती बेटी रवि की बहन है। अतः उस महिला की माँ रवि की बहन है।</p><p>बहन की बेटी <strong>भांजी</strong> कहलाती है।</p>',
  },
  {
    subtopic_name: 'blood-relations',
    english_question: '<p>P is the husband of Q. R is the mother of S, and R is the sister of Q. How is P related to S?</p>',
    question: '<p>P, Q का पति है। R, S की माँ है और R, Q की बहन है। P, S से किस प्रकार संबंधित है?</p>',
    options: ['मौसा', 'पिता', 'जीजा', 'दादा'],
    explanation:
      '<p>Q, S की माँ R की बहन है, अतः Q, S की मौसी है। P, Q का पति है।</p><p>मौसी का पति <strong>मौसा</strong> होता है। (P, R का जीजा है, S का नहीं।)</p>',
  },
  {
    subtopic_name: 'blood-relations',
    english_question: "<p>Rohan is Meena's son. Meena's father is Kailash, whose only son is Amit. How is Amit related to Rohan?</p>",
    question: '<p>रोहन, मीना का बेटा है। मीना के पिता कैलाश हैं, जिनका इकलौता बेटा अमित है। अमित, रोहन से किस प्रकार संबंधित है?</p>',
    options: ['मामा', 'पिता', 'नाना', 'ममेरा भाई'],
    explanation:
      '<p>अमित, कैलाश का बेटा है, अतः अमित मीना का भाई है। मीना, रोहन की माँ है।</p><p>माँ का भाई <strong>मामा</strong> होता है। (कैलाश रोहन के नाना हैं।)</p>',
  },
  {
    subtopic_name: 'blood-relations',
    english_question:
      '<p>Looking at a portrait of a man, Harsh says, "His mother is the wife of my father\'s son. I have no brothers or sisters." How is the man in the portrait related to Harsh?</p>',
    question:
      '<p>एक व्यक्ति की तस्वीर देखते हुए हर्ष कहता है, "इसकी माँ मेरे पिता के बेटे की पत्नी है। मेरा कोई भाई या बहन नहीं है।" तस्वीर वाला व्यक्ति हर्ष से किस प्रकार संबंधित है?</p>',
    options: ['भतीजा', 'चचेरा भाई', 'भाई', 'बेटा'],
    explanation:
      '<p>हर्ष का कोई भाई-बहन नहीं है, अतः "मेरे पिता का बेटा" स्वयं हर्ष है। इसलिए तस्वीर वाले व्यक्ति की माँ हर्ष की पत्नी है।</p><p>अतः वह व्यक्ति हर्ष का <strong>बेटा</strong> है।</p>',
  },

  /* ------------------------------------------------------------------ दिशा ज्ञान */
  {
    subtopic_name: 'direction-sense',
    english_question:
      '<p>The diagram shows the route Ravi walked, starting at S and ending at D (north is up). What is the straight-line distance between S and D?</p>',
    question:
      '<p>आरेख में रवि के चलने का मार्ग दिखाया गया है, जो S से शुरू होकर D पर समाप्त होता है (ऊपर की ओर उत्तर है)। S और D के बीच सीधी दूरी कितनी है?</p>',
    options: ['12 किमी', '14 किमी', '10 किमी', '8 किमी'],
    explanation:
      '<p>माना S = (0, 0)। उत्तर की ओर 4 किमी चलकर A (0, 4), पूर्व की ओर 9 किमी चलकर B (9, 4), दक्षिण की ओर 12 किमी चलकर C (9, −8) और पश्चिम की ओर 3 किमी चलकर D (6, −8)।</p><p>D, S से 6 किमी पूर्व और 8 किमी दक्षिण में है, अतः SD = √(6<sup>2</sup> + 8<sup>2</sup>) = √100 = <strong>10 किमी</strong> (6-8-10 वाला समकोण त्रिभुज)।</p>',
  },
  {
    subtopic_name: 'direction-sense',
    english_question:
      '<p>A man walks 10 m towards north, turns left and walks 6 m, then turns left again and walks 10 m. How far and in which direction is he from his starting point?</p>',
    question:
      '<p>एक व्यक्ति उत्तर की ओर 10 मीटर चलता है, बाएँ मुड़कर 6 मीटर चलता है, फिर दोबारा बाएँ मुड़कर 10 मीटर चलता है। वह अपने प्रारंभिक बिंदु से कितनी दूर और किस दिशा में है?</p>',
    options: ['6 मीटर पूर्व', '6 मीटर पश्चिम', '16 मीटर पश्चिम', '10 मीटर दक्षिण'],
    explanation:
      '<p>उत्तर की ओर मुख करके बाएँ मुड़ने पर मुख पश्चिम की ओर हो जाता है, और फिर बाएँ मुड़ने पर दक्षिण की ओर। वह 10 मीटर उत्तर, 6 मीटर पश्चिम और फिर 10 मीटर दक्षिण चलता है, इसलिए उत्तर और दक्षिण की दूरियाँ कट जाती हैं।</p><p>अंत में वह प्रारंभिक बिंदु से <strong>6 मीटर पश्चिम</strong> में है।</p>',
  },
  {
    subtopic_name: 'direction-sense',
    english_question:
      '<p>Suresh is facing east. He turns 90° clockwise, then 180° anticlockwise, and then 45° clockwise. Which direction is he facing now?</p>',
    question: '<p>सुरेश का मुख पूर्व की ओर है। वह 90° दक्षिणावर्त घूमता है, फिर 180° वामावर्त, और उसके बाद 45° दक्षिणावर्त। अब उसका मुख किस दिशा में है?</p>',
    options: ['दक्षिण-पूर्व', 'उत्तर-पश्चिम', 'उत्तर-पूर्व', 'उत्तर'],
    explanation:
      '<p>पूर्व → 90° दक्षिणावर्त → दक्षिण → 180° वामावर्त → उत्तर → 45° दक्षिणावर्त → <strong>उत्तर-पूर्व</strong>।</p><p>शॉर्टकट: कुल घुमाव = 90° दक्षिणावर्त − 180° + 45° दक्षिणावर्त = पूर्व से 45° वामावर्त, जो उत्तर-पूर्व है।</p>',
  },
  {
    subtopic_name: 'direction-sense',
    english_question:
      "<p>One morning after sunrise, Arjun and Kavya were standing face to face. Arjun's shadow fell exactly to his right. Which direction was Kavya facing?</p>",
    question:
      '<p>एक सुबह सूर्योदय के बाद अर्जुन और काव्या एक-दूसरे के आमने-सामने खड़े थे। अर्जुन की परछाईं ठीक उसके दाईं ओर पड़ रही थी। काव्या का मुख किस दिशा में था?</p>',
    options: ['उत्तर', 'दक्षिण', 'पूर्व', 'पश्चिम'],
    explanation:
      '<p>सुबह सूर्य पूर्व में होता है, इसलिए परछाईं पश्चिम की ओर पड़ती है। अर्जुन का दायाँ हाथ पश्चिम की ओर है, यानी अर्जुन का मुख दक्षिण की ओर है।</p><p>काव्या, अर्जुन के सामने खड़ी है, अतः उसका मुख उलटी दिशा में है: <strong>उत्तर</strong>।</p>',
  },
  {
    subtopic_name: 'direction-sense',
    english_question: '<p>P is 8 km east of Q. R is 6 km north of P. S is 8 km west of R. How far and in which direction is S from Q?</p>',
    question: '<p>P, Q से 8 किमी पूर्व में है। R, P से 6 किमी उत्तर में है। S, R से 8 किमी पश्चिम में है। S, Q से कितनी दूर और किस दिशा में है?</p>',
    options: ['10 किमी उत्तर-पूर्व', '8 किमी उत्तर', '6 किमी दक्षिण', '6 किमी उत्तर'],
    explanation:
      '<p>माना Q = (0, 0)। तब P = (8, 0), R = (8, 6) और S = (0, 6)।</p><p>S ठीक Q के ऊपर, <strong>6 किमी उत्तर</strong> में है। 8 किमी पूर्व और 8 किमी पश्चिम की दूरियाँ एक-दूसरे को काट देती हैं।</p>',
  },
];
