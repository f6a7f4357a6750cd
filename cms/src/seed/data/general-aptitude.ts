import type { SeedTopic } from '#src/seed/types.js';
import { percentages } from './general-aptitude/percentages';
import { profitAndLoss } from './general-aptitude/profit-and-loss';
import { timeAndWork } from './general-aptitude/time-and-work';
import { simpleAndCompoundInterest } from './general-aptitude/simple-and-compound-interest';
import { dataInterpretation } from './general-aptitude/data-interpretation';

/**
 * Demo questions for the General Aptitude topic. Charts used by data-interpretation are drawn
 * by src/seed/images.ts; the numbers in general-aptitude/data-interpretation.ts must match them.
 */
export const generalAptitude: SeedTopic = {
  topic_name: 'general-aptitude',
  subtopics: [percentages, profitAndLoss, timeAndWork, simpleAndCompoundInterest, dataInterpretation],
};
