import type { SeedCheatsheet } from '#src/seed/types.js';
import { cheatsheets } from '#src/seed/data/cheatsheets.js';

/**
 * Hindi versions of demo cheatsheets (../cheatsheets.ts), matched by slug, with items in the English order. Titles,
 * descriptions, rich text and the item filter categories are in Hindi; code (formula and plain-text blocks included)
 * is the English sheet's own, read from it here so that it cannot drift. The sheet's `category` is the list filter
 * shared by every language (Other, Python, ...), so it stays the English one.
 */

function englishSheet(slug: string): SeedCheatsheet {
  const sheet = cheatsheets.find((candidate) => candidate.slug === slug);
  if (!sheet) throw new Error(`Hindi cheatsheets: no English cheatsheet ${slug}`);
  return sheet;
}

/** The code of the English sheet's item at `item` (a 'code' item) or of its block at `block` (a 'mixed' item). */
function englishCode(slug: string, item: number, block?: number): string {
  const source = englishSheet(slug).items[item];
  const code = block === undefined ? source?.code : source?.mixed_content?.[block]?.content;
  if (code === undefined)
    throw new Error(`Hindi cheatsheets: ${slug} has no code at item ${item}${block === undefined ? '' : `, block ${block}`}`);
  return code;
}

const QUANT = 'quant-formulas';
const POLITY = 'indian-polity-at-a-glance';

export const HINDI_CHEATSHEETS: SeedCheatsheet[] = [
  // ---------------------------------------------------------------------------------------------
  {
    title: 'मात्रात्मक अभियोग्यता के सूत्र',
    slug: QUANT,
    description:
      'SSC, बैंकिंग और रेलवे परीक्षाओं के लिए अंकगणित के ज़रूरी सूत्र: प्रतिशत, औसत, लाभ और हानि, साधारण और चक्रवृद्धि ब्याज, समय और कार्य, तथा चाल, दूरी और समय।',
    category: englishSheet(QUANT).category,
    items: [
      {
        title: 'प्रतिशत की मूल बातें',
        description: 'ये भिन्न-प्रतिशत तुल्यांक ज़ुबानी याद हों, तो अंकगणित के हर प्रश्न में समय बचता है।',
        category: 'अंकगणित',
        content_type: 'text',
        text_content:
          '<p><strong>y का x%</strong> = x × y / 100, और y का x% = x का y% (जैसे 50 का 8% = 8 का 50% = 4)।</p>' +
          '<ul>' +
          '<li>1/2 = 50%, 1/3 = 33⅓%, 1/4 = 25%, 1/5 = 20%</li>' +
          '<li>1/6 = 16⅔%, 1/7 ≈ 14.29%, 1/8 = 12.5%, 1/9 ≈ 11.11%</li>' +
          '<li>1/10 = 10%, 1/11 ≈ 9.09%, 1/12 = 8⅓%, 1/16 = 6.25%, 1/20 = 5%</li>' +
          '</ul>' +
          '<p>A को B के प्रतिशत के रूप में लिखने के लिए: (A / B) × 100।</p>',
      },
      {
        title: 'प्रतिशत परिवर्तन',
        category: 'अंकगणित',
        content_type: 'code',
        language: 'formula',
        code: englishCode(QUANT, 1),
      },
      {
        title: 'औसत',
        category: 'अंकगणित',
        content_type: 'code',
        language: 'formula',
        code: englishCode(QUANT, 2),
      },
      {
        title: 'लाभ, हानि और छूट',
        category: 'वाणिज्य',
        content_type: 'code',
        language: 'formula',
        code: englishCode(QUANT, 3),
      },
      {
        title: 'साधारण और चक्रवृद्धि ब्याज',
        category: 'वाणिज्य',
        content_type: 'text',
        text_content:
          // The formulas are the English item's LaTeX (typeset by the proxy), with Hindi words around them.
          '<ul>' +
          '<li><strong>साधारण ब्याज:</strong> $\\text{SI} = \\dfrac{P \\times R \\times T}{100}$, और मिश्रधन $= P + \\text{SI}$।</li>' +
          '<li><strong>चक्रवृद्धि ब्याज:</strong> $A = P\\left(1 + \\dfrac{R}{100}\\right)^{T}$ और $\\text{CI} = A - P$।</li>' +
          '<li><strong>अर्धवार्षिक संयोजन:</strong> $A = P\\left(1 + \\dfrac{R}{200}\\right)^{2T}$; <strong>तिमाही संयोजन:</strong> $A = P\\left(1 + \\dfrac{R}{400}\\right)^{4T}$।</li>' +
          '<li><strong>2 वर्ष के लिए CI − SI</strong> $= P\\left(\\dfrac{R}{100}\\right)^{2}$।</li>' +
          '<li><strong>3 वर्ष के लिए CI − SI</strong> $= P\\left(\\dfrac{R}{100}\\right)^{2}\\left(3 + \\dfrac{R}{100}\\right)$।</li>' +
          '<li>साधारण ब्याज पर कोई राशि $T$ वर्ष में तब दोगुनी होती है, जब $R = \\dfrac{100}{T}$ हो।</li>' +
          '</ul>' +
          '<p>चक्रवृद्धि ब्याज पर $T$ वर्ष में $P$ को $A$ बनाने वाली दर:</p>' +
          '<p>$$R = 100\\left(\\sqrt[T]{\\frac{A}{P}} - 1\\right)$$</p>' +
          '<p><em>P = मूलधन, R = वार्षिक ब्याज दर (%), T = समय (वर्षों में)।</em></p>',
      },
      {
        title: 'चक्रवृद्धि ब्याज के शॉर्टकट',
        category: 'वाणिज्य',
        content_type: 'code',
        language: 'formula',
        code: englishCode(QUANT, 5),
      },
      {
        title: 'समय और कार्य',
        category: 'समय',
        content_type: 'code',
        language: 'formula',
        code: englishCode(QUANT, 6),
      },
      {
        title: 'चाल, दूरी और समय',
        category: 'समय',
        content_type: 'code',
        language: 'formula',
        code: englishCode(QUANT, 7),
      },
    ],
    categories: ['अंकगणित', 'वाणिज्य', 'समय'],
    tags: ['अभियोग्यता', 'गणित', 'सूत्र', 'ssc', 'बैंकिंग'],
    color: '#D97706',
    featured: true,
  },

  // ---------------------------------------------------------------------------------------------
  {
    title: 'भारतीय राजव्यवस्था: एक नज़र में',
    slug: POLITY,
    description:
      'UPSC, SSC और राज्य स्तरीय परीक्षाओं के लिए भारत के संविधान का त्वरित रिवीज़न: इसकी संरचना, प्रमुख अनुच्छेद, बारह अनुसूचियाँ, रिट और ऐतिहासिक संशोधन।',
    category: englishSheet(POLITY).category,
    items: [
      {
        title: 'संविधान: संक्षेप में',
        category: 'संरचना',
        content_type: 'text',
        text_content:
          '<ul>' +
          '<li>संविधान सभा ने इसे <strong>26 नवंबर 1949</strong> को अंगीकृत किया (यह दिन संविधान दिवस के रूप में मनाया जाता है); यह <strong>26 जनवरी 1950</strong> (गणतंत्र दिवस) को लागू हुआ।</li>' +
          '<li>प्रारूप समिति के अध्यक्ष: <strong>डॉ. बी.आर. आंबेडकर</strong>। संविधान सभा के अध्यक्ष: <strong>डॉ. राजेंद्र प्रसाद</strong>।</li>' +
          '<li>मूल संविधान में <strong>22 भागों और 8 अनुसूचियों में 395 अनुच्छेद</strong> थे; अब इसमें <strong>12 अनुसूचियाँ</strong> हैं। नए अनुच्छेद अक्षर जोड़कर डाले जाते हैं (जैसे 21A, 51A), इसलिए अंतिम अनुच्छेद की संख्या आज भी 395 ही है।</li>' +
          '<li>उद्देशिका भारत को एक <em>संपूर्ण प्रभुत्व-संपन्न, समाजवादी, पंथनिरपेक्ष, लोकतंत्रात्मक गणराज्य</em> घोषित करती है; "समाजवादी", "पंथनिरपेक्ष" और "अखंडता" शब्द 42वें संशोधन (1976) द्वारा जोड़े गए।</li>' +
          '</ul>',
      },
      {
        title: 'महत्वपूर्ण भाग',
        category: 'संरचना',
        content_type: 'text',
        text_content:
          '<table><thead><tr><th>भाग</th><th>विषय</th><th>अनुच्छेद</th></tr></thead><tbody>' +
          '<tr><td>I</td><td>संघ और उसका राज्यक्षेत्र</td><td>1–4</td></tr>' +
          '<tr><td>II</td><td>नागरिकता</td><td>5–11</td></tr>' +
          '<tr><td>III</td><td>मौलिक अधिकार</td><td>12–35</td></tr>' +
          '<tr><td>IV</td><td>राज्य के नीति निदेशक तत्व</td><td>36–51</td></tr>' +
          '<tr><td>IVA</td><td>मौलिक कर्तव्य</td><td>51A</td></tr>' +
          '<tr><td>V</td><td>संघ (राष्ट्रपति, संसद, सर्वोच्च न्यायालय, CAG)</td><td>52–151</td></tr>' +
          '<tr><td>VI</td><td>राज्य</td><td>152–237</td></tr>' +
          '<tr><td>IX</td><td>पंचायतें</td><td>243–243O</td></tr>' +
          '<tr><td>IXA</td><td>नगरपालिकाएँ</td><td>243P–243ZG</td></tr>' +
          '<tr><td>XV</td><td>निर्वाचन</td><td>324–329</td></tr>' +
          '<tr><td>XVIII</td><td>आपात उपबंध</td><td>352–360</td></tr>' +
          '<tr><td>XX</td><td>संविधान का संशोधन</td><td>368</td></tr>' +
          '</tbody></table>',
      },
      {
        title: 'मौलिक अधिकार (भाग III)',
        category: 'अनुच्छेद',
        content_type: 'text',
        text_content:
          '<ul>' +
          '<li><strong>समता का अधिकार</strong> — अनुच्छेद 14–18 (विधि के समक्ष समता, विभेद का निषेध, लोक नियोजन में अवसर की समता, अस्पृश्यता और उपाधियों का अंत)।</li>' +
          '<li><strong>स्वातंत्र्य का अधिकार</strong> — अनुच्छेद 19–22 (अनु. 19 की छह स्वतंत्रताएँ, अपराधों के लिए दोषसिद्धि के संबंध में संरक्षण, अनु. 21 में <em>प्राण और दैहिक स्वतंत्रता</em>, अनु. 21A में शिक्षा का अधिकार, गिरफ़्तारी के विरुद्ध संरक्षण)।</li>' +
          '<li><strong>शोषण के विरुद्ध अधिकार</strong> — अनुच्छेद 23–24 (मानव दुर्व्यापार और बलात् श्रम का निषेध; 14 वर्ष से कम आयु के बच्चों से जोखिम भरा काम कराने का निषेध)।</li>' +
          '<li><strong>धर्म की स्वतंत्रता का अधिकार</strong> — अनुच्छेद 25–28।</li>' +
          '<li><strong>संस्कृति और शिक्षा संबंधी अधिकार</strong> — अनुच्छेद 29–30 (इनमें अल्पसंख्यकों का शिक्षा संस्थान चलाने का अधिकार भी है)।</li>' +
          '<li><strong>संवैधानिक उपचारों का अधिकार</strong> — अनुच्छेद 32, जिसे डॉ. आंबेडकर ने संविधान का "हृदय और आत्मा" कहा।</li>' +
          '</ul>' +
          '<p>संपत्ति के अधिकार को <strong>44वें संशोधन (1978)</strong> द्वारा भाग III से हटा दिया गया; अब यह अनुच्छेद 300A के अंतर्गत एक विधिक अधिकार है।</p>',
      },
      {
        title: 'याद रखने योग्य प्रमुख अनुच्छेद',
        category: 'अनुच्छेद',
        content_type: 'text',
        text_content:
          '<table><thead><tr><th>अनुच्छेद</th><th>प्रावधान</th></tr></thead><tbody>' +
          '<tr><td>40</td><td>ग्राम पंचायतों का संगठन (नीति निदेशक तत्व)</td></tr>' +
          '<tr><td>44</td><td>समान नागरिक संहिता (नीति निदेशक तत्व)</td></tr>' +
          '<tr><td>51A</td><td>मौलिक कर्तव्य</td></tr>' +
          '<tr><td>72</td><td>राष्ट्रपति की क्षमादान शक्ति</td></tr>' +
          '<tr><td>76</td><td>भारत का महान्यायवादी</td></tr>' +
          '<tr><td>110</td><td>धन विधेयक की परिभाषा</td></tr>' +
          '<tr><td>112</td><td>वार्षिक वित्तीय विवरण (बजट)</td></tr>' +
          '<tr><td>123</td><td>राष्ट्रपति की अध्यादेश जारी करने की शक्ति</td></tr>' +
          '<tr><td>148</td><td>भारत का नियंत्रक-महालेखापरीक्षक (CAG)</td></tr>' +
          '<tr><td>226</td><td>उच्च न्यायालयों की रिट जारी करने की शक्ति</td></tr>' +
          '<tr><td>280</td><td>वित्त आयोग</td></tr>' +
          '<tr><td>324</td><td>निर्वाचन आयोग</td></tr>' +
          '<tr><td>352</td><td>राष्ट्रीय आपातकाल</td></tr>' +
          '<tr><td>356</td><td>किसी राज्य में राष्ट्रपति शासन</td></tr>' +
          '<tr><td>360</td><td>वित्तीय आपातकाल</td></tr>' +
          '<tr><td>368</td><td>संविधान संशोधन की संसद की शक्ति</td></tr>' +
          '</tbody></table>',
      },
      {
        title: 'रिट',
        description: 'अनुच्छेद 32 के अंतर्गत सर्वोच्च न्यायालय और अनुच्छेद 226 के अंतर्गत उच्च न्यायालय जारी करते हैं।',
        category: 'अनुच्छेद',
        content_type: 'mixed',
        mixed_content: [
          {
            type: 'text',
            content:
              '<ul>' +
              '<li><strong>बंदी प्रत्यक्षीकरण (Habeas Corpus)</strong> — "शरीर को प्रस्तुत करो": हिरासत में रखे गए व्यक्ति को न्यायालय के सामने पेश करने का आदेश।</li>' +
              '<li><strong>परमादेश (Mandamus)</strong> — "हम आदेश देते हैं": किसी लोक प्राधिकारी को अपना कर्तव्य पूरा करने का निर्देश।</li>' +
              '<li><strong>प्रतिषेध (Prohibition)</strong> — किसी अधीनस्थ न्यायालय या अधिकरण को अपने अधिकार क्षेत्र से बाहर जाने से रोकती है (कार्यवाही लंबित रहते हुए जारी होती है)।</li>' +
              '<li><strong>उत्प्रेषण (Certiorari)</strong> — अधीनस्थ न्यायालय या अधिकरण द्वारा बिना अधिकार क्षेत्र के पारित किए जा चुके आदेश को रद्द करती है।</li>' +
              '<li><strong>अधिकार पृच्छा (Quo Warranto)</strong> — "किस अधिकार से": किसी व्यक्ति के लोक पद पर दावे की वैधता पर प्रश्न उठाती है।</li>' +
              '</ul>' +
              '<p>उच्च न्यायालय मौलिक अधिकारों के साथ-साथ विधिक अधिकारों के लिए भी रिट जारी कर सकते हैं, इसलिए उनका रिट क्षेत्राधिकार सर्वोच्च न्यायालय से अधिक व्यापक है।</p>',
          },
          { type: 'code', language: 'plaintext', content: englishCode(POLITY, 4, 1) },
        ],
      },
      {
        title: 'बारह अनुसूचियाँ',
        category: 'संरचना',
        content_type: 'text',
        text_content:
          '<table><thead><tr><th>अनुसूची</th><th>विषय-वस्तु</th></tr></thead><tbody>' +
          '<tr><td>पहली</td><td>राज्यों और संघ राज्यक्षेत्रों के नाम तथा उनके राज्यक्षेत्र</td></tr>' +
          '<tr><td>दूसरी</td><td>राष्ट्रपति, राज्यपालों, सदनों के अध्यक्षों, न्यायाधीशों और CAG के वेतन-भत्ते</td></tr>' +
          '<tr><td>तीसरी</td><td>शपथ और प्रतिज्ञान के प्रारूप</td></tr>' +
          '<tr><td>चौथी</td><td>राज्यों और संघ राज्यक्षेत्रों को राज्यसभा की सीटों का आवंटन</td></tr>' +
          '<tr><td>पाँचवीं</td><td>अनुसूचित क्षेत्रों और अनुसूचित जनजातियों का प्रशासन</td></tr>' +
          '<tr><td>छठी</td><td>असम, मेघालय, त्रिपुरा और मिज़ोरम के जनजातीय क्षेत्र</td></tr>' +
          '<tr><td>सातवीं</td><td>संघ, राज्य और समवर्ती सूचियाँ</td></tr>' +
          '<tr><td>आठवीं</td><td>संविधान द्वारा मान्यता प्राप्त भाषाएँ (अब 22)</td></tr>' +
          '<tr><td>नौवीं</td><td>मौलिक अधिकारों के आधार पर चुनौती से संरक्षित अधिनियम (पहले संशोधन, 1951 द्वारा जोड़ी गई)</td></tr>' +
          '<tr><td>दसवीं</td><td>दल-बदल विरोधी क़ानून (52वें संशोधन, 1985 द्वारा जोड़ी गई)</td></tr>' +
          '<tr><td>ग्यारहवीं</td><td>पंचायतों की शक्तियाँ — 29 विषय (73वाँ संशोधन, 1992)</td></tr>' +
          '<tr><td>बारहवीं</td><td>नगरपालिकाओं की शक्तियाँ — 18 विषय (74वाँ संशोधन, 1992)</td></tr>' +
          '</tbody></table>',
      },
      {
        title: 'ऐतिहासिक संशोधन',
        category: 'संशोधन',
        content_type: 'mixed',
        mixed_content: [
          {
            type: 'text',
            content:
              '<ul>' +
              '<li><strong>पहला (1951)</strong> — नौवीं अनुसूची जोड़ी।</li>' +
              '<li><strong>7वाँ (1956)</strong> — भाषाई आधार पर राज्यों का पुनर्गठन।</li>' +
              '<li><strong>42वाँ (1976)</strong> — "लघु संविधान": उद्देशिका में समाजवादी, पंथनिरपेक्ष और अखंडता शब्द तथा मौलिक कर्तव्य (भाग IVA) जोड़े।</li>' +
              '<li><strong>44वाँ (1978)</strong> — संपत्ति के अधिकार को मौलिक अधिकारों से हटाया; राष्ट्रीय आपातकाल के आधार के रूप में "आंतरिक अशांति" की जगह "सशस्त्र विद्रोह" रखा।</li>' +
              '<li><strong>52वाँ (1985)</strong> — दल-बदल विरोधी क़ानून (दसवीं अनुसूची)।</li>' +
              '<li><strong>61वाँ (1989)</strong> — मतदान की आयु 21 से घटाकर 18 वर्ष की।</li>' +
              '<li><strong>73वाँ और 74वाँ (1992)</strong> — पंचायतों और नगरपालिकाओं को संवैधानिक दर्जा।</li>' +
              '<li><strong>86वाँ (2002)</strong> — 6–14 वर्ष के बच्चों के लिए निःशुल्क और अनिवार्य शिक्षा (अनुच्छेद 21A) तथा 11वाँ मौलिक कर्तव्य।</li>' +
              '<li><strong>101वाँ (2016)</strong> — वस्तु एवं सेवा कर (GST)।</li>' +
              '<li><strong>103वाँ (2019)</strong> — आर्थिक रूप से कमज़ोर वर्गों के लिए 10% तक आरक्षण।</li>' +
              '<li><strong>106वाँ (2023)</strong> — लोकसभा और राज्य विधानसभाओं में एक-तिहाई सीटें महिलाओं के लिए आरक्षित।</li>' +
              '</ul>',
          },
          { type: 'code', language: 'plaintext', content: englishCode(POLITY, 6, 1) },
        ],
      },
      {
        title: 'संविधान का संशोधन कैसे होता है',
        description: 'अनुच्छेद 368 और तीन प्रकार के बहुमत।',
        category: 'संशोधन',
        content_type: 'mixed',
        mixed_content: [
          {
            type: 'text',
            content:
              '<p>संशोधन विधेयक संसद के <strong>किसी भी सदन</strong> में पेश किया जा सकता है, पर राज्य विधानमंडल में नहीं, और राष्ट्रपति को उस पर अनुमति देनी ही होती है (24वाँ संशोधन, 1971)। संशोधन विधेयकों के लिए दोनों सदनों की संयुक्त बैठक नहीं होती।</p>',
          },
          { type: 'code', language: 'plaintext', content: englishCode(POLITY, 7, 1) },
          {
            type: 'text',
            content:
              '<p><em>केशवानंद भारती बनाम केरल राज्य</em> (1973) मामले में सर्वोच्च न्यायालय ने निर्णय दिया कि संसद संविधान के <strong>मूल ढाँचे</strong> को नहीं बदल सकती।</p>',
          },
        ],
      },
    ],
    categories: ['संरचना', 'अनुच्छेद', 'संशोधन'],
    tags: ['राजव्यवस्था', 'संविधान', 'upsc', 'ssc', 'सामान्य ज्ञान'],
    featured: false,
  },
];
