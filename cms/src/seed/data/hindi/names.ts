/**
 * Hindi display names of the demo topics, subtopics and subtopic categories, keyed by their English seed values
 * (the slugs and category labels in ../*.ts). Names follow the usage of Hindi-medium SSC, railway and banking
 * papers: the Hindi term where papers use one (प्रतिशत, लाभ और हानि), the familiar English term in Devanagari or Latin
 * where they keep it (कोडिंग-डिकोडिंग, DBMS).
 */

/** English topic_name → Hindi display name. */
export const HINDI_TOPIC_NAMES: Record<string, string> = {
  'general-aptitude': 'सामान्य अभियोग्यता',
  'logical-reasoning': 'तार्किक विवेचन',
  'computer-science': 'कंप्यूटर विज्ञान',
  'english-language': 'अंग्रेज़ी भाषा',
  'general-awareness': 'सामान्य जागरूकता',
};

/** English subtopic_name → Hindi display name. */
export const HINDI_SUBTOPIC_NAMES: Record<string, string> = {
  // सामान्य अभियोग्यता
  percentages: 'प्रतिशत',
  'profit-and-loss': 'लाभ और हानि',
  'time-and-work': 'समय और कार्य',
  'simple-and-compound-interest': 'साधारण और चक्रवृद्धि ब्याज',
  'data-interpretation': 'आँकड़ा निर्वचन',
  // तार्किक विवेचन
  'number-series': 'संख्या श्रृंखला',
  'coding-decoding': 'कोडिंग-डिकोडिंग',
  'blood-relations': 'रक्त संबंध',
  'direction-sense': 'दिशा ज्ञान',
  // कंप्यूटर विज्ञान
  'computer-fundamentals': 'कंप्यूटर की मूल बातें',
  'data-structures': 'डेटा स्ट्रक्चर',
  'dbms-and-sql': 'DBMS और SQL',
  'computer-networks': 'कंप्यूटर नेटवर्क',
  // अंग्रेज़ी भाषा
  'synonyms-and-antonyms': 'पर्यायवाची और विलोम शब्द',
  'error-spotting': 'त्रुटि पहचान',
  'fill-in-the-blanks': 'रिक्त स्थान की पूर्ति',
  // सामान्य जागरूकता
  'indian-polity': 'भारतीय राजव्यवस्था',
  'indian-geography': 'भारतीय भूगोल',
  'general-science': 'सामान्य विज्ञान',
};

/** English subtopic category (the grouping label of the subtopic directory) → Hindi label. */
export const HINDI_SUBTOPIC_CATEGORIES: Record<string, string> = {
  Arithmetic: 'अंकगणित',
  'Data Analysis': 'आँकड़ा विश्लेषण',
  Series: 'श्रृंखला',
  'Verbal Reasoning': 'शाब्दिक तर्कशक्ति',
  'Spatial Reasoning': 'स्थानिक तर्कशक्ति',
  Basics: 'मूल बातें',
  Programming: 'प्रोग्रामिंग',
  Databases: 'डेटाबेस',
  Networking: 'नेटवर्किंग',
  Vocabulary: 'शब्दावली',
  Grammar: 'व्याकरण',
  'Static GK': 'स्थैतिक सामान्य ज्ञान',
  Science: 'विज्ञान',
};
