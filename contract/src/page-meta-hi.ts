/**
 * The Hindi pages' titles, descriptions and keywords (/hi/…): the same builders as page-meta.ts, with the same
 * arguments, written in Hindi. The app renders them on Hindi pages (<Seo>) and the proxy writes them into the
 * HTML it serves there. Names from the content (topics, papers, patterns) are used as the API gives them.
 */
import type * as English from './page-meta.js';
import {
  DESCRIPTION_MAX_LENGTH,
  listText,
  META_NAME_COUNT,
  QUESTION_TITLE_MAX_LENGTH,
  SEARCH_TITLE_QUERY_MAX_LENGTH,
  shortText,
  SUBTOPIC_COUNT_TITLE_ABOVE,
  TOPIC_COUNT_TITLE_ABOVE,
  titleCase,
} from './page-text.js';

/** 'A, B और C' / 'A, B, C, D आदि'. */
const list = (shown: readonly string[], total: number) => listText(shown, total, { and: 'और', more: 'आदि' });
const firstNames = (names: readonly string[]) => names.slice(0, META_NAME_COUNT).map(titleCase);

const NOT_FOUND_KEYWORDS = ['ExamPrep', 'मुफ़्त परीक्षा तैयारी', 'अभ्यास प्रश्न', 'मॉक टेस्ट'];
const PRACTICE_KEYWORDS = ['मुफ़्त अभ्यास प्रश्न', 'व्याख्या सहित MCQ', 'SSC', 'बैंकिंग', 'RRB', 'प्रतियोगी परीक्षा'];

export const homePageMeta: typeof English.homePageMeta = () => ({
  title: 'ExamPrep – SSC, बैंकिंग, RRB, UPSC, JEE और NEET की मुफ़्त तैयारी',
  description: 'भारत की प्रतियोगी परीक्षाओं के लिए व्याख्या सहित मुफ़्त अभ्यास प्रश्न, समयबद्ध मॉक टेस्ट, परीक्षा पैटर्न और चीटशीट। कोई खाता नहीं चाहिए।',
  keywords: ['SSC अभ्यास', 'बैंक परीक्षा की तैयारी', 'RRB NTPC', 'UPSC', 'मुफ़्त मॉक टेस्ट', 'एप्टीट्यूड प्रश्न'],
});

export const notFoundPageMeta: typeof English.notFoundPageMeta = () => ({
  title: 'पेज नहीं मिला',
  description: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  keywords: NOT_FOUND_KEYWORDS,
  noindex: true,
});

export const adminPageMeta: typeof English.adminPageMeta = () => ({
  title: 'Admin',
  description: 'ExamPrep प्रशासन।',
  keywords: [],
  noindex: true,
});

export const topicsPageMeta: typeof English.topicsPageMeta = (topics) => {
  const count = topics.length;
  const shown = firstNames(topics.map((topic) => topic.topic_name));
  const names = list(shown, count);
  const lead = 'SSC, बैंकिंग, RRB और अन्य प्रतियोगी परीक्षाओं के लिए स्पष्ट व्याख्या वाले मुफ़्त अभ्यास प्रश्न';
  return {
    title: count > TOPIC_COUNT_TITLE_ABOVE ? `${count}+ प्रतियोगी परीक्षाओं के अभ्यास विषय` : 'प्रतियोगी परीक्षाओं के अभ्यास विषय',
    description: names ? `${lead}: ${names}।` : `${lead}।`,
    keywords: [...shown, ...PRACTICE_KEYWORDS],
  };
};

export const subtopicsPageMeta: typeof English.subtopicsPageMeta = (topicName, subtopics) => {
  const topic = titleCase(topicName);
  const count = subtopics.length;
  const shown = firstNames(subtopics.map((subtopic) => subtopic.subtopic_name));
  const names = list(shown, count);
  return {
    title: count > SUBTOPIC_COUNT_TITLE_ABOVE ? `${topic} की तैयारी करें: ${count} उप-विषय` : `${topic} की तैयारी करें`,
    description: `प्रतियोगी परीक्षाओं के लिए ${topic} का मुफ़्त अभ्यास, एक-एक उप-विषय करके${names ? `: ${names}` : ''}। हर प्रश्न की व्याख्या दी गई है।`,
    keywords: [topic, ...shown, `${topic} प्रश्न`, ...PRACTICE_KEYWORDS],
  };
};

export const questionsPageMeta: typeof English.questionsPageMeta = (page) => {
  const topic = titleCase(page.topicName);
  const subtopic = titleCase(page.subtopicName);
  const { examName } = page;
  const forExam = examName ? ` (${examName} के लिए)` : '';
  const counted = page.questionCount > 0 ? `${page.questionCount} मुफ़्त` : 'मुफ़्त';
  return {
    title: `${subtopic} प्रश्न${forExam} – ${topic}`,
    description: `${counted} ${subtopic} अभ्यास प्रश्न${forExam}, उत्तर और व्याख्या सहित। हर उत्तर तुरंत जाँचें और दोहराने के लिए प्रश्न सहेजें।`,
    keywords: [subtopic, `${subtopic} प्रश्न`, topic, ...(examName ? [examName, `${examName} ${subtopic}`] : []), ...PRACTICE_KEYWORDS],
  };
};

export const randomTopicsPageMeta: typeof English.randomTopicsPageMeta = () => ({
  title: 'रैंडम अभ्यास विषय',
  description:
    'तय नहीं कर पा रहे कि क्या अभ्यास करें? एप्टीट्यूड, रीज़निंग, कंप्यूटर साइंस, अंग्रेज़ी और सामान्य ज्ञान से विषयों का एक रैंडम सेट पाएँ और तुरंत शुरू करें। मुफ़्त।',
  keywords: ['रैंडम अभ्यास विषय', 'मुफ़्त अभ्यास प्रश्न', 'एप्टीट्यूड', 'रीज़निंग', 'प्रतियोगी परीक्षा'],
});

export const testTopicsPageMeta: typeof English.testTopicsPageMeta = (topics) => {
  const names = topics.map((topic) => titleCase(topic.topic_name)).slice(0, META_NAME_COUNT);
  return {
    title: 'मुफ़्त ऑनलाइन मॉक टेस्ट – 30 मिनट के समयबद्ध टेस्ट',
    description: `तुरंत स्कोर और पूरी प्रश्न-समीक्षा के साथ 30 मिनट के मुफ़्त समयबद्ध मॉक टेस्ट दें${names.length ? `: ${names.join(', ')} आदि` : ''}।`,
    keywords: ['मुफ़्त मॉक टेस्ट', 'ऑनलाइन टेस्ट', 'समयबद्ध अभ्यास टेस्ट', ...names.map((name) => `${name} मॉक टेस्ट`)],
  };
};

export const testSubtopicsPageMeta: typeof English.testSubtopicsPageMeta = (topicName, subtopics) => {
  const topic = titleCase(topicName);
  const names = subtopics.map((subtopic) => titleCase(subtopic.subtopic_name)).slice(0, META_NAME_COUNT);
  return {
    title: `${topic} मॉक टेस्ट – मुफ़्त समयबद्ध टेस्ट`,
    description: `${names.length ? `${names.join(', ')} पर ` : ''}30 मिनट के मुफ़्त ${topic} मॉक टेस्ट, तुरंत स्कोर और प्रश्न-समीक्षा के साथ।`,
    keywords: [`${topic} मॉक टेस्ट`, ...names.map((name) => `${name} टेस्ट`), 'मुफ़्त ऑनलाइन टेस्ट'],
  };
};

export const onlineTestPageMeta: typeof English.onlineTestPageMeta = (subtopicName, displayName) => {
  const title = displayName?.trim() || titleCase(subtopicName);
  return {
    title: `${title} मॉक टेस्ट – 30 मिनट का मुफ़्त ऑनलाइन टेस्ट`,
    description: `30 मिनट का मुफ़्त समयबद्ध ${title} मॉक टेस्ट दें, एक बार में एक प्रश्न, और अंत में अपना स्कोर और पूरी प्रश्न-समीक्षा देखें।`,
    keywords: [`${title} मॉक टेस्ट`, `${title} ऑनलाइन टेस्ट`, `${title} प्रश्न`, 'मुफ़्त मॉक टेस्ट'],
  };
};

export const savedPageMeta: typeof English.savedPageMeta = () => ({
  title: 'सहेजे गए प्रश्न',
  description: 'इस डिवाइस पर सहेजे गए अभ्यास प्रश्न, उत्तर और व्याख्या सहित, दोहराने के लिए तैयार। मुफ़्त, कोई खाता नहीं चाहिए।',
  keywords: ['सहेजे गए प्रश्न', 'अभ्यास प्रश्न दोहराएँ', 'बुकमार्क किए MCQ', 'परीक्षा की तैयारी'],
  noindex: true,
});

export const offlinePageMeta: typeof English.offlinePageMeta = () => ({
  title: 'ऑफ़लाइन और डेटा',
  description: 'इस डिवाइस पर ऑफ़लाइन पढ़ाई के लिए रखा गया सब: डाउनलोड किए अभ्यास सेट, टॉपिक टेस्ट और मॉक टेस्ट, उनकी जगह, और डेटा सेवर की सेटिंग।',
  keywords: ['ऑफ़लाइन अभ्यास', 'प्रश्न डाउनलोड', 'डेटा सेवर', 'परीक्षा की तैयारी'],
  noindex: true,
});

export const examPatternsPageMeta: typeof English.examPatternsPageMeta = (patterns) => {
  const names = patterns.slice(0, META_NAME_COUNT).map((pattern) => pattern.exam_name);
  return {
    title: 'परीक्षा पैटर्न – सिलेबस, अंकन योजना और पात्रता',
    description: `भारत की प्रतियोगी परीक्षाओं${names.length ? ` (जैसे ${names.join(', ')})` : ''} के पैटर्न: खंड, अंकन योजना, पात्रता और तैयारी की रणनीति। 100% मुफ़्त।`,
    keywords: ['परीक्षा पैटर्न', 'सिलेबस', 'अंकन योजना', 'पात्रता', ...names],
  };
};

export const examPatternPageMeta: typeof English.examPatternPageMeta = (pattern) => {
  const name = pattern.exam_name;
  const text = pattern.description ?? '';
  const summary = text.length > DESCRIPTION_MAX_LENGTH ? `${text.slice(0, DESCRIPTION_MAX_LENGTH - 3).trimEnd()}...` : text;
  return {
    title: `${name} परीक्षा पैटर्न, सिलेबस और पात्रता`,
    description: summary || `${name}: परीक्षा पैटर्न, अंकन योजना, पात्रता और तैयारी की रणनीति।`,
    keywords: [name, `${name} परीक्षा पैटर्न`, `${name} सिलेबस`, ...pattern.tags],
  };
};

export const cheatsheetsPageMeta: typeof English.cheatsheetsPageMeta = (sheets) => {
  const titles = sheets.slice(0, META_NAME_COUNT).map((sheet) => sheet.title);
  return {
    title: 'चीटशीट – परीक्षा और कोडिंग के लिए त्वरित संदर्भ',
    description: `मुफ़्त त्वरित-संदर्भ चीटशीट${titles.length ? ` (जैसे ${titles.join(', ')})` : ''}: कोड, सूत्र और तथ्य, एक ही प्रिंट करने योग्य पेज पर।`,
    keywords: ['चीटशीट', 'त्वरित संदर्भ', 'सूत्र', ...titles],
  };
};

export const cheatsheetPageMeta: typeof English.cheatsheetPageMeta = (sheet) => ({
  title: `${sheet.title} चीटशीट`,
  description: sheet.description || `${sheet.title}: एक मुफ़्त त्वरित-संदर्भ चीटशीट।`,
  keywords: [sheet.title, `${sheet.title} चीटशीट`, ...(sheet.category ? [sheet.category] : []), ...sheet.tags],
});

export const privacyPageMeta: typeof English.privacyPageMeta = () => ({
  title: 'गोपनीयता नीति',
  description: 'ExamPrep आपके डेटा को कैसे संभालता है: कोई खाता नहीं, सहेजे गए प्रश्न और नोट्स आपके ब्राउज़र में ही रहते हैं, एनालिटिक्स केवल तब जब वह चालू हो।',
  keywords: ['गोपनीयता नीति', 'ExamPrep'],
});

export const termsPageMeta: typeof English.termsPageMeta = () => ({
  title: 'उपयोग की शर्तें',
  description: 'मुफ़्त परीक्षा-तैयारी साइट ExamPrep के उपयोग की शर्तें: सेवाएँ, AI व्याख्याएँ, स्वीकार्य उपयोग और दायित्व।',
  keywords: ['उपयोग की शर्तें', 'ExamPrep'],
});

export const mockTestsPageMeta: typeof English.mockTestsPageMeta = (papers) => {
  const exams = [...new Set(papers.flatMap((paper) => (paper.exam_name ? [paper.exam_name] : [])))].slice(0, META_NAME_COUNT);
  return {
    title: 'मुफ़्त फुल-लेंथ मॉक टेस्ट और पिछले वर्षों के प्रश्नपत्र',
    description: `${exams.length ? `${exams.join(', ')} के ` : ''}फुल-लेंथ मॉक टेस्ट और पिछले वर्षों के प्रश्नपत्र असली परीक्षा जैसी स्क्रीन पर दें: खंड, टाइमर, नेगेटिव मार्किंग, पर्सेंटाइल। मुफ़्त, बिना खाते के।`,
    keywords: ['मुफ़्त मॉक टेस्ट', 'पिछले वर्षों के प्रश्नपत्र', 'फुल-लेंथ मॉक टेस्ट', 'ऑनलाइन टेस्ट सीरीज़', ...exams],
  };
};

export const mockTestPageMeta: typeof English.mockTestPageMeta = (paper) => ({
  title: `${paper.title} – मुफ़्त मॉक टेस्ट`,
  description: `${paper.title} असली परीक्षा जैसी स्क्रीन पर मुफ़्त दें: प्रश्न पैलेट, समीक्षा के लिए चिह्नित करें, खंड टाइमर, नेगेटिव मार्किंग, फिर अपना स्कोर, पर्सेंटाइल और हर उत्तर की व्याख्या।`,
  keywords: [paper.title, `${paper.title} मॉक टेस्ट`, 'मुफ़्त मॉक टेस्ट', 'पिछले वर्ष का प्रश्नपत्र'],
});

export const questionPageMeta: typeof English.questionPageMeta = (page) => {
  const subtopic = page.subtopic_name ? titleCase(page.subtopic_name) : '';
  const topic = page.topic_name ? titleCase(page.topic_name) : '';
  const text = page.title.trim();
  const named = text ? shortText(text, QUESTION_TITLE_MAX_LENGTH) : `${subtopic || 'अभ्यास'} प्रश्न`;
  const lead = text ? `${shortText(text, 100)} ` : '';
  return {
    title: subtopic && text ? `${named} – ${subtopic}` : named,
    description: `${lead}${subtopic ? `${subtopic} का ` : ''}एक मुफ़्त अभ्यास प्रश्न, विकल्पों, सही उत्तर और स्पष्ट व्याख्या के साथ।`,
    keywords: [...(subtopic ? [subtopic, `${subtopic} प्रश्न`] : []), ...(topic ? [topic] : []), 'उत्तर सहित MCQ', ...PRACTICE_KEYWORDS],
  };
};

export const searchPageMeta: typeof English.searchPageMeta = (query) => {
  const q = query.trim();
  return {
    title: q ? `खोज: ${shortText(q, SEARCH_TITLE_QUERY_MAX_LENGTH)}` : 'खोज',
    description: q
      ? `“${shortText(q, 100)}” से मेल खाते अभ्यास प्रश्न, उप-विषय, परीक्षा पैटर्न और चीटशीट।`
      : 'ExamPrep के अभ्यास प्रश्न, उप-विषय, परीक्षा पैटर्न और चीटशीट खोजें।',
    keywords: [],
    noindex: true,
  };
};
