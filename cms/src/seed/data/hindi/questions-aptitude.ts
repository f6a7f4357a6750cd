import type { HindiQuestion } from './types';

/** Hindi versions of General Aptitude demo questions (../general-aptitude.ts). */
export const hindiAptitudeQuestions: HindiQuestion[] = [
  /* ------------------------------------------------------------------ प्रतिशत */
  {
    subtopic_name: 'percentages',
    english_question: "<p>Anil's salary is 25% more than Bimal's salary. By what percentage is Bimal's salary less than Anil's?</p>",
    question: '<p>अनिल का वेतन बिमल के वेतन से 25% अधिक है। बिमल का वेतन अनिल के वेतन से कितने प्रतिशत कम है?</p>',
    options: ['25%', '20%', '22.5%', '18%'],
    explanation:
      '<p>माना बिमल का वेतन 100 है, तो अनिल का वेतन 125 होगा। बिमल की आय अनिल से 25 कम है, और इस अंतर की तुलना <em>अनिल</em> के वेतन से की जाती है: 25/125 × 100 = <strong>20%</strong>।</p><p><strong>शॉर्टकट:</strong> यदि A, B से r% अधिक है, तो B, A से r/(100 + r) × 100% कम होगा। यहाँ 25/125 × 100 = 20%।</p>',
  },
  {
    subtopic_name: 'percentages',
    english_question:
      '<p>The price of sugar rises by 20%. By what percentage must a family reduce its consumption of sugar so that its expenditure on sugar does not change?</p>',
    question:
      '<p>चीनी के मूल्य में 20% की वृद्धि हो जाती है। एक परिवार को चीनी की खपत में कितने प्रतिशत की कमी करनी चाहिए, ताकि चीनी पर उसका व्यय न बदले?</p>',
    options: ['16.67%', '20%', '18.5%', '15%'],
    explanation:
      '<p>व्यय = मूल्य × खपत। यदि मूल्य ₹100 से बढ़कर ₹120 हो जाए, तो उतने ही पैसों में अब पहले की मात्रा का केवल 100/120 भाग आएगा, इसलिए खपत 120 में से 20 भाग घटानी होगी।</p><p>कमी = 20/120 × 100 = <strong>16.67%</strong> (अर्थात् 16<sup>2</sup>⁄<sub>3</sub>%)। <strong>शॉर्टकट:</strong> r/(100 + r) × 100।</p>',
  },
  {
    subtopic_name: 'percentages',
    english_question:
      "<p>The population of a town is 1,25,000. It increases by 4% in the first year and decreases by 5% in the second year. What is the town's population at the end of the second year?</p>",
    question:
      '<p>एक कस्बे की जनसंख्या 1,25,000 है। पहले वर्ष इसमें 4% की वृद्धि होती है और दूसरे वर्ष 5% की कमी। दूसरे वर्ष के अंत में कस्बे की जनसंख्या कितनी होगी?</p>',
    options: ['1,24,800', '1,23,750', '1,23,500', '1,26,250'],
    explanation:
      '<p>पहले वर्ष के बाद: 1,25,000 × 1.04 = 1,30,000।</p><p>दूसरे वर्ष के बाद: 1,30,000 × 0.95 = 1,23,500।</p><p>ध्यान दें कि कुल परिवर्तन −1% नहीं है: +4% और −5% के क्रमिक परिवर्तनों का शुद्ध प्रभाव 4 − 5 + (4 × −5)/100 = −1.2% होता है, और 1,25,000 का 1.2% = 1,500।</p>',
  },
  {
    subtopic_name: 'percentages',
    english_question:
      '<p>A student needs 40% of the maximum marks to pass. He scores 178 marks and fails by 22 marks. What are the maximum marks?</p>',
    question:
      '<p>उत्तीर्ण होने के लिए एक छात्र को अधिकतम अंकों के 40% अंक चाहिए। उसे 178 अंक मिलते हैं और वह 22 अंकों से अनुत्तीर्ण हो जाता है। अधिकतम अंक कितने हैं?</p>',
    options: ['450', '500', '520', '480'],
    explanation: '<p>उत्तीर्णांक = 178 + 22 = 200। ये 200 अंक अधिकतम अंकों का 40% हैं।</p><p>अधिकतम अंक = 200 × 100/40 = <strong>500</strong>।</p>',
  },
  {
    subtopic_name: 'percentages',
    english_question: '<p>If 15% of <em>x</em> is equal to 20% of <em>y</em>, then <em>x</em> : <em>y</em> is:</p>',
    question: '<p>यदि <em>x</em> का 15%, <em>y</em> के 20% के बराबर है, तो <em>x</em> : <em>y</em> का मान है:</p>',
    options: ['3 : 4', '2 : 3', '4 : 3', '5 : 4'],
    explanation:
      '<p>0.15<em>x</em> = 0.20<em>y</em>, अतः <em>x</em>/<em>y</em> = 0.20/0.15 = 20/15 = 4/3।</p><p>इसलिए <em>x</em> : <em>y</em> = <strong>4 : 3</strong>। त्वरित जाँच: जिस संख्या का कम प्रतिशत लिया गया है, वही संख्या बड़ी होनी चाहिए।</p>',
  },
  {
    subtopic_name: 'percentages',
    english_question: '<p>Two successive discounts of 20% and 10% are equivalent to a single discount of:</p>',
    question: '<p>20% और 10% की दो क्रमिक छूटें कितने प्रतिशत की एकल छूट के बराबर हैं?</p>',
    options: ['30%', '27%', '29%', '28%'],
    explanation:
      '<p>20% छूट के बाद ₹100 की वस्तु ₹80 की रह जाती है; ₹80 पर 10% की और छूट के बाद ₹72 बचते हैं। कुल छूट = 100 − 72 = 28%।</p><p><strong>शॉर्टकट:</strong> a% और b% की क्रमिक छूटों के लिए एकल छूट = a + b − ab/100 = 20 + 10 − 2 = 28%।</p>',
  },
  {
    subtopic_name: 'percentages',
    english_question:
      '<p>In an election between two candidates, the winner gets 58% of the valid votes and wins by 4,800 votes. How many valid votes were cast?</p>',
    question: '<p>दो उम्मीदवारों के बीच हुए एक चुनाव में विजेता को 58% वैध मत मिलते हैं और वह 4,800 मतों से जीतता है। कुल कितने वैध मत डाले गए?</p>',
    options: ['30,000', '28,000', '32,000', '24,000'],
    explanation:
      '<p>हारने वाले उम्मीदवार को 100 − 58 = 42% वैध मत मिलते हैं, अतः जीत का अंतर 58 − 42 = 16% वैध मत है।</p><p>16% = 4,800, इसलिए 100% = 4,800 × 100/16 = <strong>30,000</strong>।</p>',
  },
  {
    subtopic_name: 'percentages',
    english_question:
      '<p>The length of a rectangle is increased by 20% and its breadth is decreased by 20%. What is the effect on its area?</p>',
    question: '<p>एक आयत की लंबाई 20% बढ़ा दी जाती है और चौड़ाई 20% घटा दी जाती है। उसके क्षेत्रफल पर क्या प्रभाव पड़ेगा?</p>',
    options: ['कोई परिवर्तन नहीं', '4% की वृद्धि', '2% की कमी', '4% की कमी'],
    explanation:
      '<p>नया क्षेत्रफल = 1.2<em>l</em> × 0.8<em>b</em> = 0.96<em>lb</em>, अतः क्षेत्रफल में 4% की कमी होती है।</p><p><strong>शॉर्टकट:</strong> शुद्ध परिवर्तन = a + b + ab/100 = 20 − 20 − 400/100 = −4%। समान प्रतिशत की वृद्धि और कमी एक-दूसरे को कभी निरस्त नहीं करतीं; परिणाम हमेशा r<sup>2</sup>/100 % की कमी होता है।</p>',
  },

  {
    subtopic_name: 'percentages',
    english_question: '<p>$12\\frac{1}{2}\\%$ of a number is 40. What is the number?</p>',
    question: '<p>किसी संख्या का $12\\frac{1}{2}\\%$, 40 है। वह संख्या क्या है?</p>',
    options: ['320', '300', '360', '500'],
    explanation:
      '<p>$12\\frac{1}{2}\\% = \\frac{25}{2} \\times \\frac{1}{100} = \\frac{1}{8}$, अतः संख्या का $\\frac{1}{8}$ भाग 40 है और संख्या $40 \\times 8 = 320$ है।</p><p><strong>शॉर्टकट:</strong> भिन्नों के प्रतिशत-मान ज़ुबानी याद रखें: $\\frac{1}{8} = 12.5\\%$, $\\frac{1}{6} = 16\\frac{2}{3}\\%$, $\\frac{1}{12} = 8\\frac{1}{3}\\%$।</p>',
  },
  {
    subtopic_name: 'percentages',
    english_question: '<p>If $x$ is $\\frac{1}{4}$ more than $y$, then $y$ is what fraction less than $x$?</p>',
    question: '<p>यदि $x$, $y$ से $\\frac{1}{4}$ अधिक है, तो $y$, $x$ से कितना भाग कम है?</p>',
    options: ['$\\frac{1}{4}$', '$\\frac{1}{5}$', '$\\frac{1}{3}$', '$\\frac{1}{6}$'],
    explanation:
      '<p>$x = y + \\frac{y}{4} = \\frac{5y}{4}$। अंतर $x - y = \\frac{y}{4}$ की तुलना $x$ से करने पर</p><p>$$\\frac{y/4}{5y/4} = \\frac{1}{5},$$</p><p>अतः $y$, $x$ से $\\frac{1}{5}$ (अर्थात् 20%) कम है। व्यापक नियम: यदि $x$, $y$ से $\\frac{1}{n}$ अधिक है, तो $y$, $x$ से $\\frac{1}{n+1}$ कम होगा।</p>',
  },
  /* ------------------------------------------------------------------ लाभ और हानि */
  {
    subtopic_name: 'profit-and-loss',
    english_question: '<p>An article bought for ₹800 is sold at a profit of 15%. What is its selling price?</p>',
    question: '<p>₹800 में खरीदी गई एक वस्तु 15% लाभ पर बेची जाती है। उसका विक्रय मूल्य क्या है?</p>',
    options: ['₹900', '₹920', '₹935', '₹880'],
    explanation: '<p>लाभ = ₹800 का 15% = ₹120।</p><p>विक्रय मूल्य = 800 + 120 = <strong>₹920</strong> (या सीधे 800 × 1.15 = 920)।</p>',
  },
  {
    subtopic_name: 'profit-and-loss',
    english_question: '<p>The cost price of 12 articles is equal to the selling price of 10 articles. What is the profit percentage?</p>',
    question: '<p>12 वस्तुओं का क्रय मूल्य 10 वस्तुओं के विक्रय मूल्य के बराबर है। लाभ प्रतिशत कितना है?</p>',
    options: ['20%', '16.67%', '25%', '18%'],
    explanation:
      '<p>माना एक वस्तु का क्रय मूल्य ₹1 है। तब 10 वस्तुएँ ₹12 में बिकती हैं, जबकि उनकी लागत ₹10 है।</p><p>₹10 की लागत पर ₹2 का लाभ, अर्थात् <strong>20%</strong>।</p><p><strong>शॉर्टकट:</strong> लाभ % = (12 − 10)/10 × 100; भाग हमेशा <em>बेची गई</em> वस्तुओं की संख्या से दें।</p>',
  },
  {
    subtopic_name: 'profit-and-loss',
    english_question:
      '<p>A shopkeeper marks his goods 40% above the cost price and then allows a discount of 15%. What is his profit percentage?</p>',
    question: '<p>एक दुकानदार अपने सामान पर क्रय मूल्य से 40% अधिक मूल्य अंकित करता है और फिर 15% की छूट देता है। उसका लाभ प्रतिशत कितना है?</p>',
    options: ['25%', '21%', '19%', '17%'],
    explanation:
      '<p>माना क्रय मूल्य ₹100 है। अंकित मूल्य = ₹140। 15% छूट के बाद विक्रय मूल्य = 140 × 0.85 = ₹119।</p><p>लाभ = <strong>19%</strong>। शॉर्टकट: 40 − 15 − (40 × 15)/100 = 40 − 15 − 6 = 19%।</p>',
  },
  {
    subtopic_name: 'profit-and-loss',
    english_question:
      '<p>A trader sells two mobile phones at ₹12,000 each. On one he gains 20% and on the other he loses 20%. What is his overall result?</p>',
    question:
      '<p>एक व्यापारी दो मोबाइल फ़ोन ₹12,000 प्रति फ़ोन की दर से बेचता है। एक पर उसे 20% लाभ होता है और दूसरे पर 20% हानि। पूरे सौदे में उसका परिणाम क्या रहा?</p>',
    options: ['न लाभ, न हानि', '4% हानि', '4% लाभ', '2% हानि'],
    explanation:
      '<p>पहले फ़ोन का क्रय मूल्य = 12,000/1.2 = ₹10,000; दूसरे का = 12,000/0.8 = ₹15,000। कुल क्रय मूल्य ₹25,000 है, जबकि कुल बिक्री ₹24,000 की हुई।</p><p>हानि = 1,000/25,000 × 100 = <strong>4%</strong>।</p><p><strong>शॉर्टकट:</strong> जब दो वस्तुएँ एक ही मूल्य पर बिकें और एक पर x% लाभ तथा दूसरी पर x% हानि हो, तो हमेशा x<sup>2</sup>/100 % की हानि होती है = 400/100 = 4%।</p>',
  },
  {
    subtopic_name: 'profit-and-loss',
    english_question:
      '<p>A dishonest dealer claims to sell rice at cost price but uses a weight of 900 g in place of 1 kg. What is his gain percentage?</p>',
    question:
      '<p>एक बेईमान दुकानदार चावल को क्रय मूल्य पर बेचने का दावा करता है, परंतु 1 किग्रा के स्थान पर 900 ग्राम के बाट का प्रयोग करता है। उसका लाभ प्रतिशत कितना है?</p>',
    options: ['10%', '9.09%', '11.11%', '12.5%'],
    explanation:
      '<p>ग्राहक से उसे 1,000 ग्राम का मूल्य मिलता है, पर वह केवल 900 ग्राम देता है; यानी वास्तव में दिए गए हर 900 ग्राम पर उसे 100 ग्राम का लाभ होता है।</p><p>लाभ % = 100/900 × 100 = <strong>11.11%</strong> (11<sup>1</sup>⁄<sub>9</sub>%)। याद रखें: त्रुटि को <em>वास्तव में दिए गए भार</em> से भाग दें, 1,000 से नहीं।</p>',
  },
  {
    subtopic_name: 'profit-and-loss',
    english_question: '<p>By selling a watch for ₹1,140, a man loses 5%. At what price should he sell it to gain 5%?</p>',
    question: '<p>एक घड़ी को ₹1,140 में बेचने पर एक व्यक्ति को 5% की हानि होती है। 5% लाभ कमाने के लिए उसे घड़ी किस मूल्य पर बेचनी चाहिए?</p>',
    options: ['₹1,254', '₹1,260', '₹1,250', '₹1,280'],
    explanation:
      '<p>क्रय मूल्य का 95% = ₹1,140, अतः क्रय मूल्य = 1,140 × 100/95 = ₹1,200।</p><p>5% लाभ के लिए विक्रय मूल्य = 1,200 × 1.05 = <strong>₹1,260</strong>। शॉर्टकट: अभीष्ट विक्रय मूल्य = 1,140 × 105/95 = 1,260।</p>',
  },
  {
    subtopic_name: 'profit-and-loss',
    english_question:
      '<p>A sells a bicycle to B at a profit of 10%, and B sells it to C at a profit of 20%. If C pays ₹1,980, how much did the bicycle cost A?</p>',
    question:
      '<p>A एक साइकिल B को 10% लाभ पर बेचता है, और B उसे C को 20% लाभ पर बेचता है। यदि C ₹1,980 का भुगतान करता है, तो A ने साइकिल कितने में खरीदी थी?</p>',
    options: ['₹1,600', '₹1,450', '₹1,550', '₹1,500'],
    explanation:
      '<p>C द्वारा चुकाया गया मूल्य = A का क्रय मूल्य × 1.10 × 1.20 = A का क्रय मूल्य × 1.32।</p><p>A का क्रय मूल्य = 1,980/1.32 = <strong>₹1,500</strong>। जाँच: 1,500 → 1,650 (10% अधिक) → 1,980 (20% अधिक)।</p>',
  },
  {
    subtopic_name: 'profit-and-loss',
    english_question: '<p>The marked price of a jacket is ₹2,500. It is sold for ₹2,125. What is the rate of discount?</p>',
    question: '<p>एक जैकेट का अंकित मूल्य ₹2,500 है। इसे ₹2,125 में बेचा जाता है। छूट की दर कितनी है?</p>',
    options: ['12%', '15%', '17.65%', '18%'],
    explanation:
      '<p>छूट = 2,500 − 2,125 = ₹375।</p><p>छूट की गणना हमेशा अंकित मूल्य पर होती है: 375/2,500 × 100 = <strong>15%</strong>। (विक्रय मूल्य से भाग देने की गलती करने पर 17.65% आता है।)</p>',
  },
  {
    subtopic_name: 'profit-and-loss',
    english_question:
      '<p>If an article is sold at a profit of 12% instead of a profit of 8%, the seller gets ₹60 more. What is the cost price of the article?</p>',
    question: '<p>यदि कोई वस्तु 8% के बजाय 12% लाभ पर बेची जाए, तो विक्रेता को ₹60 अधिक मिलते हैं। वस्तु का क्रय मूल्य क्या है?</p>',
    options: ['₹1,200', '₹1,800', '₹1,500', '₹750'],
    explanation:
      '<p>दोनों विक्रय मूल्यों का अंतर क्रय मूल्य का 12% − 8% = 4% है।</p><p>क्रय मूल्य का 4% = ₹60, अतः क्रय मूल्य = 60 × 100/4 = <strong>₹1,500</strong>।</p>',
  },

  {
    subtopic_name: 'profit-and-loss',
    english_question:
      '<p>Two articles are sold for ₹990 each, one at a 10% profit and the other at a 10% loss. What is the overall result?</p>',
    question: '<p>दो वस्तुएँ ₹990 प्रति वस्तु की दर से बेची जाती हैं, एक 10% लाभ पर और दूसरी 10% हानि पर। कुल मिलाकर परिणाम क्या रहा?</p>',
    options: ['न लाभ, न हानि', '1% हानि', '1% लाभ', '2% हानि'],
    explanation:
      '<p>जब दो वस्तुएँ एक ही मूल्य पर बिकें, एक $x\\%$ लाभ पर और दूसरी $x\\%$ हानि पर, तो विक्रेता को हमेशा हानि होती है:</p><p>$$\\frac{x^2}{100}\\% = \\frac{10^2}{100}\\% = 1\\%.$$</p><p>जाँच: क्रय मूल्य $\\frac{990}{1.1} = 900$ और $\\frac{990}{0.9} = 1100$ हैं, यानी कुल ₹2,000, जबकि मिले ₹1,980: ₹20 की हानि, जो 1% है।</p>',
  },
  /* ------------------------------------------------------------------ समय और कार्य */
  {
    subtopic_name: 'time-and-work',
    english_question:
      '<p>A can finish a piece of work in 12 days and B can finish it in 18 days. In how many days can they finish it working together?</p>',
    question: '<p>A किसी काम को 12 दिनों में और B उसे 18 दिनों में पूरा कर सकता है। दोनों मिलकर उसे कितने दिनों में पूरा कर सकते हैं?</p>',
    options: ['7.5 दिन', '7.2 दिन', '6 दिन', '15 दिन'],
    explanation:
      '<p>माना कुल काम = ल.स.प.(12, 18) = 36 इकाई। A प्रतिदिन 3 इकाई और B प्रतिदिन 2 इकाई काम करता है, अतः दोनों मिलकर प्रतिदिन 5 इकाई काम करते हैं।</p><p>समय = 36/5 = <strong>7.2 दिन</strong>। शॉर्टकट: साथ में लगा समय = (12 × 18)/(12 + 18) = 216/30 = 7.2 दिन।</p>',
  },
  {
    subtopic_name: 'time-and-work',
    english_question:
      '<p>A and B together can complete a job in 10 days. A alone can complete it in 15 days. How long will B alone take?</p>',
    question: '<p>A और B मिलकर एक काम 10 दिनों में पूरा कर सकते हैं। A अकेला उसे 15 दिनों में पूरा कर सकता है। B अकेले को कितना समय लगेगा?</p>',
    options: ['25 दिन', '20 दिन', '30 दिन', '35 दिन'],
    explanation:
      '<p>माना कुल काम = ल.स.प.(10, 15) = 30 इकाई। (A + B) प्रतिदिन 3 इकाई और A प्रतिदिन 2 इकाई काम करता है, अतः B प्रतिदिन 1 इकाई काम करता है।</p><p>B अकेले को 30/1 = <strong>30 दिन</strong> लगेंगे।</p>',
  },
  {
    subtopic_name: 'time-and-work',
    english_question: '<p>15 men can complete a piece of work in 24 days. In how many days can 20 men complete the same work?</p>',
    question: '<p>15 पुरुष किसी काम को 24 दिनों में पूरा कर सकते हैं। 20 पुरुष उसी काम को कितने दिनों में पूरा करेंगे?</p>',
    options: ['18 दिन', '20 दिन', '16 दिन', '32 दिन'],
    explanation:
      '<p>कुल काम = 15 × 24 = 360 मानव-दिवस, जो बदलता नहीं है।</p><p>20 पुरुषों के साथ: 360/20 = <strong>18 दिन</strong>। सूत्र M<sub>1</sub>D<sub>1</sub> = M<sub>2</sub>D<sub>2</sub> का प्रयोग करें; पुरुष अधिक होंगे तो दिन कम लगेंगे।</p>',
  },
  {
    subtopic_name: 'time-and-work',
    english_question:
      '<p>A can do a piece of work in 20 days and B in 30 days. They work together for 6 days, after which A leaves. In how many more days will B finish the remaining work?</p>',
    question:
      '<p>A किसी काम को 20 दिनों में और B उसे 30 दिनों में कर सकता है। दोनों 6 दिनों तक साथ काम करते हैं, जिसके बाद A काम छोड़ देता है। शेष काम B कितने और दिनों में पूरा करेगा?</p>',
    options: ['12 दिन', '15 दिन', '18 दिन', '10 दिन'],
    explanation:
      '<p>माना कुल काम 60 इकाई है: A प्रतिदिन 3 इकाई और B प्रतिदिन 2 इकाई काम करता है। 6 दिनों में दोनों मिलकर 6 × 5 = 30 इकाई काम कर लेते हैं।</p><p>शेष 30 इकाई काम B अकेला 30/2 = <strong>15 दिनों</strong> में पूरा करेगा।</p>',
  },
  {
    subtopic_name: 'time-and-work',
    english_question: '<p>A is twice as efficient as B. Together they finish a task in 14 days. How many days would A alone take?</p>',
    question: '<p>A, B से दोगुना कार्यकुशल है। दोनों मिलकर एक काम 14 दिनों में पूरा करते हैं। A अकेला उसे कितने दिनों में पूरा करेगा?</p>',
    options: ['28 दिन', '42 दिन', '18 दिन', '21 दिन'],
    explanation:
      '<p>माना B प्रतिदिन 1 इकाई और A प्रतिदिन 2 इकाई काम करता है। दोनों मिलकर प्रतिदिन 3 इकाई, यानी 14 दिनों में 42 इकाई काम करते हैं।</p><p>A अकेला: 42/2 = <strong>21 दिन</strong>। (B अकेले को 42 दिन लगेंगे।)</p>',
  },
  {
    subtopic_name: 'time-and-work',
    english_question:
      '<p>Pipe A can fill a tank in 6 hours and pipe B can empty the full tank in 9 hours. If both pipes are opened together on an empty tank, how long will it take to fill?</p>',
    question:
      '<p>पाइप A एक टंकी को 6 घंटे में भर सकता है और पाइप B भरी हुई टंकी को 9 घंटे में खाली कर सकता है। यदि खाली टंकी पर दोनों पाइप एक साथ खोल दिए जाएँ, तो टंकी कितने समय में भरेगी?</p>',
    options: ['15 घंटे', '12 घंटे', '18 घंटे', '16 घंटे'],
    explanation:
      '<p>माना टंकी की क्षमता 18 इकाई है। A प्रति घंटे 3 इकाई भरता है और B प्रति घंटे 2 इकाई खाली करता है, अतः टंकी प्रति घंटे शुद्ध रूप से 1 इकाई भरती है।</p><p>समय = 18/1 = <strong>18 घंटे</strong>। शॉर्टकट: (6 × 9)/(9 − 6) = 54/3 = 18।</p>',
  },
  {
    subtopic_name: 'time-and-work',
    english_question:
      "<p>A and B can complete a job in 8 days and 12 days respectively. They finish it together and are paid ₹4,000 in all. What is A's share?</p>",
    question:
      '<p>A और B एक काम को क्रमशः 8 दिनों और 12 दिनों में पूरा कर सकते हैं। वे मिलकर काम पूरा करते हैं और उन्हें कुल ₹4,000 मिलते हैं। A का हिस्सा कितना है?</p>',
    options: ['₹1,600', '₹2,400', '₹2,000', '₹2,500'],
    explanation:
      '<p>जब लोग बराबर समय तक साथ काम करते हैं, तो मज़दूरी उनकी कार्यक्षमता के अनुपात में बँटती है। कार्यक्षमता समय के व्युत्क्रमानुपाती होती है: A : B = 1/8 : 1/12 = 3 : 2।</p><p>A का हिस्सा = 4,000 × 3/5 = <strong>₹2,400</strong>।</p>',
  },
  {
    subtopic_name: 'time-and-work',
    english_question:
      '<p>A completes 40% of a work in 8 days, and B completes 25% of it in 10 days. In how many days can they finish the whole work together?</p>',
    question:
      '<p>A किसी काम का 40% भाग 8 दिनों में पूरा करता है, और B उसका 25% भाग 10 दिनों में। दोनों मिलकर पूरा काम कितने दिनों में समाप्त कर सकते हैं?</p>',
    options: ['13⅓ दिन', '12 दिन', '15 दिन', '14⅔ दिन'],
    explanation:
      '<p>A अकेले को 8 × 100/40 = 20 दिन लगेंगे; B अकेले को 10 × 100/25 = 40 दिन।</p><p>माना कुल काम 40 इकाई है: A प्रतिदिन 2 इकाई और B प्रतिदिन 1 इकाई करता है, अतः दोनों मिलकर प्रतिदिन 3 इकाई। समय = 40/3 = <strong>13⅓ दिन</strong>।</p>',
  },

  {
    subtopic_name: 'time-and-work',
    english_question:
      '<p>A can finish a piece of work in 12 days and B in 18 days. What fraction of the work do they finish together in one day?</p>',
    question: '<p>A किसी काम को 12 दिनों में और B उसे 18 दिनों में पूरा कर सकता है। दोनों मिलकर एक दिन में काम का कितना भाग पूरा करते हैं?</p>',
    options: ['$\\frac{5}{36}$', '$\\frac{1}{30}$', '$\\frac{1}{6}$', '$\\frac{7}{36}$'],
    explanation:
      '<p>एक दिन में A काम का $\\frac{1}{12}$ भाग और B $\\frac{1}{18}$ भाग करता है, अतः दोनों मिलकर</p><p>$$\\frac{1}{12} + \\frac{1}{18} = \\frac{3}{36} + \\frac{2}{36} = \\frac{5}{36},$$</p><p>और पूरा काम वे $\\frac{36}{5} = 7\\frac{1}{5}$ दिनों में कर लेंगे।</p>',
  },
  {
    subtopic_name: 'time-and-work',
    english_question:
      '<p>Pipes A and B can fill a tank in 20 and 30 minutes, and pipe C can empty it in 15 minutes. If all three are opened together, how long will the empty tank take to fill?</p>',
    question:
      '<p>पाइप A और B एक टंकी को क्रमशः 20 और 30 मिनट में भर सकते हैं, और पाइप C उसे 15 मिनट में खाली कर सकता है। यदि तीनों पाइप एक साथ खोल दिए जाएँ, तो खाली टंकी कितने समय में भरेगी?</p>',
    options: ['60 मिनट', '40 मिनट', '45 मिनट', 'टंकी कभी नहीं भरेगी'],
    explanation:
      '<p>एक मिनट में टंकी का $\\frac{1}{20} + \\frac{1}{30} - \\frac{1}{15} = \\frac{3 + 2 - 4}{60} = \\frac{1}{60}$ भाग भरता है, अतः टंकी <strong>60 मिनट</strong> में भरेगी।</p>',
  },
  /* ------------------------------------------------------------------ साधारण और चक्रवृद्धि ब्याज */
  {
    subtopic_name: 'simple-and-compound-interest',
    english_question: '<p>What is the simple interest on ₹8,000 at 6% per annum for 3 years?</p>',
    question: '<p>₹8,000 पर 6% वार्षिक दर से 3 वर्ष का साधारण ब्याज कितना होगा?</p>',
    options: ['₹1,400', '₹1,520', '₹1,440', '₹1,280'],
    explanation: '<p>साधारण ब्याज = P × R × T/100 = 8,000 × 6 × 3/100 = <strong>₹1,440</strong>।</p>',
  },
  {
    subtopic_name: 'simple-and-compound-interest',
    english_question: '<p>What is the compound interest on ₹10,000 at 10% per annum for 2 years, compounded annually?</p>',
    question: '<p>₹10,000 पर 10% वार्षिक दर से 2 वर्ष का चक्रवृद्धि ब्याज कितना होगा, यदि ब्याज वार्षिक रूप से संयोजित होता है?</p>',
    options: ['₹2,100', '₹2,000', '₹2,110', '₹2,200'],
    explanation:
      '<p>मिश्रधन = 10,000 × (1.1)<sup>2</sup> = 10,000 × 1.21 = ₹12,100, अतः चक्रवृद्धि ब्याज = <strong>₹2,100</strong>।</p><p><strong>शॉर्टकट:</strong> r% वार्षिक दर पर 2 वर्ष की प्रभावी दर 2r + r<sup>2</sup>/100 = 20 + 1 = 21% होती है, और 10,000 का 21% = 2,100।</p>',
  },
  {
    subtopic_name: 'simple-and-compound-interest',
    english_question:
      '<p>What is the difference between the compound interest (compounded annually) and the simple interest on ₹5,000 at 8% per annum for 2 years?</p>',
    question: '<p>₹5,000 पर 8% वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज (वार्षिक संयोजन) और साधारण ब्याज में कितना अंतर है?</p>',
    options: ['₹32', '₹40', '₹30', '₹64'],
    explanation:
      '<p>2 वर्ष के लिए, चक्रवृद्धि ब्याज − साधारण ब्याज = P(R/100)<sup>2</sup> = 5,000 × (8/100)<sup>2</sup> = 5,000 × 0.0064 = <strong>₹32</strong>।</p><p>जाँच: साधारण ब्याज = ₹800; चक्रवृद्धि ब्याज = 5,000 × (1.08<sup>2</sup> − 1) = 5,000 × 0.1664 = ₹832।</p>',
  },
  {
    subtopic_name: 'simple-and-compound-interest',
    english_question: '<p>A sum of money doubles itself in 8 years at simple interest. What is the rate of interest per annum?</p>',
    question: '<p>कोई धनराशि साधारण ब्याज पर 8 वर्ष में दोगुनी हो जाती है। ब्याज की वार्षिक दर कितनी है?</p>',
    options: ['10%', '8%', '12.5%', '15%'],
    explanation:
      '<p>दोगुना होने का अर्थ है कि ब्याज मूलधन के बराबर हो गया, यानी 8 वर्ष में 100% ब्याज।</p><p>दर = 100/8 = <strong>12.5%</strong> वार्षिक।</p>',
  },
  {
    subtopic_name: 'simple-and-compound-interest',
    english_question:
      '<p>At compound interest, a sum of money becomes 2 times itself in 5 years. In how many years will it become 8 times itself at the same rate?</p>',
    question: '<p>चक्रवृद्धि ब्याज पर कोई धनराशि 5 वर्ष में स्वयं की 2 गुनी हो जाती है। उसी दर से वह कितने वर्षों में स्वयं की 8 गुनी हो जाएगी?</p>',
    options: ['20 वर्ष', '40 वर्ष', '24 वर्ष', '15 वर्ष'],
    explanation:
      '<p>चक्रवृद्धि ब्याज में धन गुणा के रूप में बढ़ता है: 5 वर्ष में 2 गुना होने का अर्थ है 10 वर्ष में 2 × 2 = 4 गुना और 15 वर्ष में 2 × 2 × 2 = 8 गुना।</p><p>चूँकि 8 = 2<sup>3</sup>, अतः समय = 3 × 5 = <strong>15 वर्ष</strong>। (40 वर्ष का उत्तर इसे साधारण ब्याज की तरह हल करने की गलती से आता है।)</p>',
  },
  {
    subtopic_name: 'simple-and-compound-interest',
    english_question: '<p>Find the compound interest on ₹16,000 at 10% per annum for 1 year, compounded half-yearly.</p>',
    question: '<p>₹16,000 पर 10% वार्षिक दर से 1 वर्ष का चक्रवृद्धि ब्याज ज्ञात कीजिए, यदि ब्याज अर्धवार्षिक रूप से संयोजित होता है।</p>',
    options: ['₹1,600', '₹1,640', '₹1,680', '₹1,632'],
    explanation:
      '<p>अर्धवार्षिक संयोजन में: दर = 10/2 = 5% प्रति छमाही, समय = 2 छमाही।</p><p>मिश्रधन = 16,000 × (1.05)<sup>2</sup> = 16,000 × 1.1025 = ₹17,640, अतः चक्रवृद्धि ब्याज = <strong>₹1,640</strong>। (प्रभावी दर 5 + 5 + 0.25 = 10.25%।)</p>',
  },
  {
    subtopic_name: 'simple-and-compound-interest',
    english_question: '<p>At what rate of compound interest per annum will ₹1,000 amount to ₹1,331 in 3 years?</p>',
    question: '<p>चक्रवृद्धि ब्याज की किस वार्षिक दर से ₹1,000 की राशि 3 वर्ष में ₹1,331 हो जाएगी?</p>',
    options: ['10%', '11%', '12%', '9%'],
    explanation:
      '<p>$\\left(1 + \\frac{R}{100}\\right)^{3} = \\frac{1331}{1000}$, अतः $1 + \\frac{R}{100} = \\sqrt[3]{\\frac{1331}{1000}} = \\frac{11}{10}$ और $R = 10\\%$।</p><p><strong>सुझाव:</strong> $11^3 = 1331$, $12^3 = 1728$; 11 से 15 तक के घन अक्सर काम आते हैं।</p>',
  },
  {
    subtopic_name: 'simple-and-compound-interest',
    english_question:
      '<p>The difference between the compound interest and the simple interest on a sum for 2 years at 5% per annum is ₹25. What is the sum?</p>',
    question: '<p>किसी राशि पर 5% वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर ₹25 है। वह राशि कितनी है?</p>',
    options: ['₹10,000', '₹5,000', '₹12,500', '₹20,000'],
    explanation:
      '<p>2 वर्ष के लिए $\\text{CI} - \\text{SI} = P\\left(\\frac{R}{100}\\right)^{2}$, अतः $25 = P \\times \\left(\\frac{5}{100}\\right)^{2} = \\frac{P}{400}$ और $P =$ ₹10,000।</p>',
  },
];
