import type { HindiQuestion } from './types';

/**
 * Hindi versions of General Awareness demo questions (../general-awareness.ts), in the terms of the Hindi text of
 * the Constitution and of NCERT's Hindi science books (अनुच्छेद, मौलिक कर्तव्य, अग्न्याशय, विभवांतर). Chemical
 * formulas, SI symbols and the letter of an article number (21A, 51A) stay in Latin script.
 */
export const hindiAwarenessQuestions: HindiQuestion[] = [
  /* ------------------------------------------------------------------ भारतीय राजव्यवस्था */
  {
    subtopic_name: 'indian-polity',
    english_question:
      '<p>Which Article of the Constitution of India <strong>abolishes untouchability</strong> and forbids its practice in any form?</p>',
    question: '<p>भारत के संविधान का कौन-सा अनुच्छेद <strong>अस्पृश्यता का अंत</strong> करता है और किसी भी रूप में उसके आचरण का निषेध करता है?</p>',
    options: ['अनुच्छेद 14', 'अनुच्छेद 17', 'अनुच्छेद 21', 'अनुच्छेद 32'],
    explanation:
      '<p>समता के अधिकार का भाग <strong>अनुच्छेद 17</strong> अस्पृश्यता का अंत करता है, और अस्पृश्यता से उपजी किसी भी निर्योग्यता को लागू करना क़ानून के अनुसार दंडनीय अपराध है। अनुच्छेद 14 विधि के समक्ष समता की गारंटी देता है, अनुच्छेद 21 प्राण और दैहिक स्वतंत्रता का संरक्षण करता है, और अनुच्छेद 32 संवैधानिक उपचारों के लिए सीधे सर्वोच्च न्यायालय जाने का अधिकार देता है।</p>',
  },
  {
    subtopic_name: 'indian-polity',
    english_question:
      '<p>Dr. B. R. Ambedkar described which Article of the Constitution as its <strong>“very soul and the very heart”</strong>?</p>',
    question: '<p>डॉ. बी. आर. आंबेडकर ने संविधान के किस अनुच्छेद को उसकी <strong>“आत्मा और हृदय”</strong> कहा था?</p>',
    options: ['अनुच्छेद 19', 'अनुच्छेद 21', 'अनुच्छेद 368', 'अनुच्छेद 32'],
    explanation:
      '<p><strong>अनुच्छेद 32</strong> (संवैधानिक उपचारों का अधिकार) के अंतर्गत कोई भी व्यक्ति अपने मौलिक अधिकार लागू कराने के लिए सीधे सर्वोच्च न्यायालय जा सकता है। न्यायालय बंदी प्रत्यक्षीकरण, परमादेश, प्रतिषेध, उत्प्रेषण और अधिकार पृच्छा जैसी रिट जारी कर सकता है। आंबेडकर ने इसे संविधान का हृदय और आत्मा इसलिए कहा, क्योंकि इसके बिना बाकी मौलिक अधिकारों को लागू ही नहीं कराया जा सकता।</p>',
  },
  {
    subtopic_name: 'indian-polity',
    english_question: '<p>What is the <strong>minimum age</strong> required to become a member of the <strong>Lok Sabha</strong>?</p>',
    question: '<p><strong>लोकसभा</strong> का सदस्य बनने के लिए <strong>न्यूनतम आयु</strong> कितनी होनी चाहिए?</p>',
    options: ['18 वर्ष', '21 वर्ष', '25 वर्ष', '30 वर्ष'],
    explanation:
      '<p>अनुच्छेद 84 के अनुसार लोकसभा के उम्मीदवार की आयु कम से कम <strong>25 वर्ष</strong> होनी चाहिए, जबकि राज्यसभा के सदस्य के लिए यह सीमा 30 वर्ष है। 18 वर्ष मतदान की न्यूनतम आयु है, लोकसभा चुनाव लड़ने की नहीं।</p>',
  },
  {
    subtopic_name: 'indian-polity',
    english_question: '<p>Who administers the <strong>oath of office</strong> to the President of India?</p>',
    question: '<p>भारत के राष्ट्रपति को <strong>पद की शपथ</strong> कौन दिलाता है?</p>',
    options: ['भारत के उपराष्ट्रपति', 'प्रधानमंत्री', 'भारत के मुख्य न्यायाधीश', 'लोकसभा अध्यक्ष'],
    explanation:
      '<p>अनुच्छेद 60 के अनुसार राष्ट्रपति <strong>भारत के मुख्य न्यायाधीश</strong> की उपस्थिति में शपथ लेते हैं। मुख्य न्यायाधीश उपलब्ध न हों, तो सर्वोच्च न्यायालय के उपलब्ध वरिष्ठतम न्यायाधीश शपथ दिलाते हैं। राष्ट्रपति स्वयं उपराष्ट्रपति को शपथ दिलाते हैं।</p>',
  },
  {
    subtopic_name: 'indian-polity',
    english_question:
      '<p><strong>Fundamental Duties</strong> were added to the Constitution of India by which Constitutional Amendment Act?</p>',
    question: '<p>भारत के संविधान में <strong>मौलिक कर्तव्य</strong> किस संविधान संशोधन अधिनियम द्वारा जोड़े गए?</p>',
    options: ['42वाँ संशोधन अधिनियम, 1976', '44वाँ संशोधन अधिनियम, 1978', '73वाँ संशोधन अधिनियम, 1992', '86वाँ संशोधन अधिनियम, 2002'],
    explanation:
      '<p>स्वर्ण सिंह समिति की सिफ़ारिश पर <strong>42वें संशोधन अधिनियम, 1976</strong> ने भाग IV-A (अनुच्छेद 51A) जोड़ा, जिसमें दस मौलिक कर्तव्य थे। बाद में 86वें संशोधन अधिनियम, 2002 ने ग्यारहवाँ कर्तव्य जोड़ा: माता-पिता या संरक्षक 6 से 14 वर्ष के अपने बच्चों को शिक्षा के अवसर उपलब्ध कराएँ। 44वाँ संशोधन मुख्यतः आपात उपबंधों और संपत्ति के अधिकार से, तथा 73वाँ संशोधन पंचायती राज से संबंधित था।</p>',
  },

  /* ------------------------------------------------------------------ भारतीय भूगोल */
  {
    subtopic_name: 'indian-geography',
    english_question: '<p>Which is the <strong>longest river</strong> flowing within India?</p>',
    question: '<p>भारत के भीतर बहने वाली <strong>सबसे लंबी नदी</strong> कौन-सी है?</p>',
    options: ['गोदावरी', 'गंगा', 'ब्रह्मपुत्र', 'यमुना'],
    explanation:
      '<p><strong>गंगा</strong> गंगोत्री हिमनद (जहाँ यह भागीरथी के नाम से निकलती है) से बंगाल की खाड़ी तक लगभग 2,500 किमी बहती है, जो भारत में किसी भी नदी का सबसे लंबा प्रवाह मार्ग है। ब्रह्मपुत्र की कुल लंबाई अधिक है, परंतु उसका अधिकांश भाग तिब्बत और बांग्लादेश में पड़ता है। गोदावरी प्रायद्वीपीय भारत की सबसे लंबी नदी है, और यमुना गंगा की सहायक नदी है।</p>',
  },
  {
    subtopic_name: 'indian-geography',
    english_question: '<p>Which river is popularly called the <strong>“Dakshin Ganga”</strong> (Ganga of the South)?</p>',
    question: '<p>किस नदी को लोकप्रिय रूप से <strong>“दक्षिण गंगा”</strong> कहा जाता है?</p>',
    options: ['कृष्णा', 'कावेरी', 'महानदी', 'गोदावरी'],
    explanation:
      '<p><strong>गोदावरी</strong> महाराष्ट्र के नासिक ज़िले में त्र्यंबकेश्वर के पास से निकलती है और पूर्व की ओर बहकर बंगाल की खाड़ी में गिरती है। यह प्रायद्वीपीय भारत की सबसे लंबी नदी है और इसका अपवाह क्षेत्र बहुत विशाल है, इसीलिए इसे दक्षिण गंगा कहते हैं। कृष्णा, कावेरी और महानदी भी पूर्व की ओर बहने वाली प्रायद्वीपीय नदियाँ हैं, परंतु यह उपाधि उनकी नहीं है।</p>',
  },
  {
    subtopic_name: 'indian-geography',
    english_question: '<p>The <strong>Palk Strait</strong> separates India from which country?</p>',
    question: '<p><strong>पाक जलडमरूमध्य</strong> भारत को किस देश से अलग करता है?</p>',
    options: ['मालदीव', 'म्यांमार', 'श्रीलंका', 'बांग्लादेश'],
    explanation:
      '<p><strong>पाक जलडमरूमध्य</strong> तमिलनाडु और <strong>श्रीलंका</strong> के उत्तरी तट के बीच स्थित है और बंगाल की खाड़ी को पाक खाड़ी से जोड़ता है। इसके दक्षिण में उथली चट्टानों की श्रृंखला, जिसे एडम्स ब्रिज (राम सेतु) कहते हैं, पाक खाड़ी को मन्नार की खाड़ी से अलग करती है।</p>',
  },
  {
    subtopic_name: 'indian-geography',
    english_question:
      '<p><strong>Loktak Lake</strong>, known for its floating masses of vegetation called <em>phumdis</em>, is located in which state?</p>',
    question: '<p><em>फुमदी</em> नामक तैरते वनस्पति-समूहों के लिए प्रसिद्ध <strong>लोकटक झील</strong> किस राज्य में स्थित है?</p>',
    options: ['मणिपुर', 'असम', 'मेघालय', 'मिज़ोरम'],
    explanation:
      '<p><strong>मणिपुर</strong> की <strong>लोकटक झील</strong> पूर्वोत्तर भारत की सबसे बड़ी मीठे पानी की झील है। यह अपनी फुमदी के लिए प्रसिद्ध है, जो वनस्पति, मिट्टी और जैविक पदार्थों से बने तैरते हुए ढेर हैं। इन्हीं फुमदियों पर केइबुल लामजाओ राष्ट्रीय उद्यान स्थित है, जो विश्व का एकमात्र तैरता राष्ट्रीय उद्यान है और संकटग्रस्त संगाई हिरण का आवास है।</p>',
  },

  /* ------------------------------------------------------------------ सामान्य विज्ञान */
  {
    subtopic_name: 'general-science',
    english_question: '<p>Which vitamin does the human skin make when it is exposed to <strong>sunlight</strong>?</p>',
    question: '<p><strong>सूर्य के प्रकाश</strong> के संपर्क में आने पर मानव त्वचा कौन-सा विटामिन बनाती है?</p>',
    options: ['विटामिन A', 'विटामिन C', 'विटामिन D', 'विटामिन K'],
    explanation:
      '<p>सूर्य के प्रकाश की पराबैंगनी-B (UV-B) किरणें त्वचा में मौजूद कोलेस्ट्रॉल के एक रूप को <strong>विटामिन D</strong> में बदल देती हैं, जिसे बाद में यकृत और वृक्क सक्रिय करते हैं। विटामिन D शरीर को कैल्शियम अवशोषित करने में मदद करता है, और इसकी कमी से बच्चों में रिकेट्स (सूखा रोग) होता है। विटामिन A, C और K भोजन से ही मिलते हैं।</p>',
  },
  {
    subtopic_name: 'general-science',
    english_question: '<p>What is the SI unit of <strong>electric current</strong>?</p>',
    question: '<p><strong>विद्युत धारा</strong> का SI मात्रक क्या है?</p>',
    options: ['वोल्ट', 'ऐम्पियर', 'ओम', 'वाट'],
    explanation:
      '<p><strong>ऐम्पियर</strong> (A) विद्युत धारा का SI मात्रक है और सात SI मूल मात्रकों में से एक है। वोल्ट विभवांतर का, ओम प्रतिरोध का और वाट शक्ति का मात्रक है; ओम के नियम के अनुसार धारा (A) = विभवांतर (V) ÷ प्रतिरोध (Ω)।</p>',
  },
  {
    subtopic_name: 'general-science',
    english_question: '<p>Which gas do green plants take in from the air to make food by <strong>photosynthesis</strong>?</p>',
    question: '<p>हरे पौधे <strong>प्रकाश संश्लेषण</strong> द्वारा भोजन बनाने के लिए वायु से कौन-सी गैस ग्रहण करते हैं?</p>',
    options: ['ऑक्सीजन', 'नाइट्रोजन', 'कार्बन डाइऑक्साइड', 'हाइड्रोजन'],
    explanation:
      '<p>प्रकाश संश्लेषण में क्लोरोफ़िल सूर्य के प्रकाश की ऊर्जा से वायु की <strong>कार्बन डाइऑक्साइड</strong> और मिट्टी से आए जल को मिलाकर ग्लूकोज़ बनाता है और ऑक्सीजन मुक्त करता है: 6CO<sub>2</sub> + 6H<sub>2</sub>O → C<sub>6</sub>H<sub>12</sub>O<sub>6</sub> + 6O<sub>2</sub>। इस प्रक्रिया में ऑक्सीजन ग्रहण नहीं की जाती, बल्कि बाहर निकलती है।</p>',
  },
  {
    subtopic_name: 'general-science',
    english_question: '<p>What is the chemical formula of <strong>common salt</strong>?</p>',
    question: '<p><strong>साधारण नमक</strong> का रासायनिक सूत्र क्या है?</p>',
    options: ['NaCl', 'KCl', 'NaHCO<sub>3</sub>', 'CaCO<sub>3</sub>'],
    explanation:
      '<p>साधारण नमक सोडियम क्लोराइड, <strong>NaCl</strong> है। KCl पोटैशियम क्लोराइड है (कम सोडियम वाले नमक में प्रयुक्त), NaHCO<sub>3</sub> सोडियम हाइड्रोजन कार्बोनेट (बेकिंग सोडा) है, और CaCO<sub>3</sub> कैल्शियम कार्बोनेट है, जो चूना पत्थर, संगमरमर और चॉक में पाया जाता है।</p>',
  },
  {
    subtopic_name: 'general-science',
    english_question: '<p>Which organ of the human body produces the hormone <strong>insulin</strong>?</p>',
    question: '<p>मानव शरीर का कौन-सा अंग <strong>इंसुलिन</strong> हॉर्मोन बनाता है?</p>',
    options: ['यकृत', 'अग्न्याशय', 'वृक्क', 'प्लीहा'],
    explanation:
      '<p>इंसुलिन <strong>अग्न्याशय</strong> की लैंगरहैंस द्वीपिकाओं की बीटा कोशिकाएँ बनाती हैं। यह कोशिकाओं को ग्लूकोज़ ग्रहण करने में मदद करके रक्त में ग्लूकोज़ का स्तर घटाता है; इंसुलिन कम बने, या कोशिकाएँ उस पर प्रतिक्रिया न करें, तो मधुमेह हो जाता है। यकृत ग्लूकोज़ को ग्लाइकोजन के रूप में संग्रहित करता है, परंतु इंसुलिन नहीं बनाता।</p>',
  },
  {
    subtopic_name: 'general-science',
    english_question: '<p>A lack of <strong>iodine</strong> in the diet causes which disease?</p>',
    question: '<p>आहार में <strong>आयोडीन</strong> की कमी से कौन-सा रोग होता है?</p>',
    options: ['रिकेट्स', 'स्कर्वी', 'घेंघा', 'रतौंधी'],
    explanation:
      '<p>थायरॉइड ग्रंथि को थायरॉक्सिन हॉर्मोन बनाने के लिए आयोडीन चाहिए; पर्याप्त आयोडीन न मिलने पर यह ग्रंथि फूल जाती है, जिसे <strong>घेंघा</strong> (गॉइटर) कहते हैं। इसी कारण भारत में नमक को आयोडीनयुक्त किया जाता है। रिकेट्स विटामिन D की कमी से, स्कर्वी विटामिन C की कमी से और रतौंधी विटामिन A की कमी से होती है।</p>',
  },
  {
    subtopic_name: 'general-science',
    english_question: '<p>Which gas is given off when zinc reacts with dilute hydrochloric acid, $\\ce{Zn + 2HCl -> ZnCl2 + ?}$</p>',
    question: '<p>जिंक की तनु हाइड्रोक्लोरिक अम्ल से अभिक्रिया होने पर कौन-सी गैस निकलती है? $\\ce{Zn + 2HCl -> ZnCl2 + ?}$</p>',
    options: ['हाइड्रोजन', 'क्लोरीन', 'ऑक्सीजन', 'हाइड्रोजन क्लोराइड'],
    explanation:
      '<p>जिंक, हाइड्रोजन से अधिक अभिक्रियाशील है, इसलिए वह अम्ल से हाइड्रोजन को विस्थापित कर देता है:</p><p>$$\\ce{Zn + 2HCl -> ZnCl2 + H2 ^}$$</p><p>जलती हुई तीली पास लाने पर यह गैस ‘पॉप’ की आवाज़ के साथ जलती है।</p>',
  },
  {
    subtopic_name: 'general-science',
    english_question: '<p>What is the chemical formula of <strong>baking soda</strong>?</p>',
    question: '<p><strong>बेकिंग सोडा</strong> का रासायनिक सूत्र क्या है?</p>',
    options: ['$\\ce{NaHCO3}$', '$\\ce{Na2CO3}$', '$\\ce{NaOH}$', '$\\ce{CaCO3}$'],
    explanation:
      '<p>बेकिंग सोडा सोडियम हाइड्रोजनकार्बोनेट, $\\ce{NaHCO3}$ है। गर्म करने पर यह कार्बन डाइऑक्साइड छोड़ता है, जिससे गुँधा हुआ आटा फूल जाता है:</p><p>$$\\ce{2NaHCO3 ->[\\Delta] Na2CO3 + H2O + CO2 ^}$$</p><p>धावन सोडा $\\ce{Na2CO3.10H2O}$ है, कास्टिक सोडा $\\ce{NaOH}$ और चूना पत्थर $\\ce{CaCO3}$।</p>',
  },
  {
    subtopic_name: 'general-science',
    english_question: '<p>A body of mass 2 kg moves at $3\\ \\text{m s}^{-1}$. What is its kinetic energy?</p>',
    question: '<p>2 kg द्रव्यमान की एक वस्तु $3\\ \\text{m s}^{-1}$ के वेग से चल रही है। उसकी गतिज ऊर्जा कितनी है?</p>',
    options: ['9 J', '6 J', '18 J', '3 J'],
    explanation:
      '<p>$E_k = \\frac{1}{2}mv^{2} = \\frac{1}{2} \\times 2 \\times 3^{2} = 9$ J। वेग दोगुना करने पर गतिज ऊर्जा चार गुनी हो जाएगी।</p>',
  },
  {
    subtopic_name: 'general-science',
    english_question: '<p>Resistors of $6\\,\\Omega$ and $3\\,\\Omega$ are connected in parallel. What is their equivalent resistance?</p>',
    question: '<p>$6\\,\\Omega$ और $3\\,\\Omega$ के दो प्रतिरोधक समांतर क्रम में जोड़े गए हैं। उनका तुल्य प्रतिरोध कितना है?</p>',
    options: ['$2\\,\\Omega$', '$9\\,\\Omega$', '$4.5\\,\\Omega$', '$0.5\\,\\Omega$'],
    explanation:
      '<p>समांतर क्रम में $\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2} = \\frac{1}{6} + \\frac{1}{3} = \\frac{1}{2}$, अतः $R = 2\\,\\Omega$। शॉर्टकट $R = \\frac{R_1 R_2}{R_1 + R_2} = \\frac{18}{9}$ से भी यही उत्तर आता है।</p>',
  },
];
