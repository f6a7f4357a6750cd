import type { SeedHindiProgrammingTopic, SeedProgrammingTopic } from '#src/seed/faqs-and-programming-types.js';
import { pythonTopic } from './python';
import { sqlTopic } from './sql';
import { dataStructuresTopic } from './data-structures';

export const programmingTopics: SeedProgrammingTopic[] = [pythonTopic, sqlTopic, dataStructuresTopic];

/** Hindi versions of the topics' own texts (their code questions stay in English, shown on the Hindi page as such). */
export const HINDI_PROGRAMMING_TOPICS: SeedHindiProgrammingTopic[] = [
  {
    slug: 'python',
    title: 'पायथन',
    description: 'प्लेसमेंट टेस्ट और इंटरव्यू में पूछे जाने वाले पायथन के शुरुआती प्रश्न: स्ट्रिंग, लिस्ट, डिक्शनरी और लूप, क्रम से हल किए हुए।',
    tags: ['पायथन', 'स्ट्रिंग', 'लिस्ट', 'इंटरव्यू'],
  },
  {
    slug: 'sql',
    title: 'SQL',
    description: 'इंटरव्यू में पूछी जाने वाली SQL क्वेरी: जॉइन, ग्रुपिंग, सबक्वेरी और विंडो फ़ंक्शन, साथ में pandas में वही उत्तर।',
    tags: ['SQL', 'डेटाबेस', 'इंटरव्यू'],
  },
];
