import type { SeedTopic } from '#src/seed/types.js';
import { indianPolity } from './general-awareness/indian-polity';
import { indianGeography } from './general-awareness/indian-geography';
import { generalScience } from './general-awareness/general-science';

/** Original demo questions: static general knowledge (Indian polity and geography) and general science. */
export const generalAwareness: SeedTopic = {
  topic_name: 'general-awareness',
  subtopics: [indianPolity, indianGeography, generalScience],
};
