import type { HindiQuestion } from './types';
import { hindiAptitudeQuestions } from './questions-aptitude';
import { hindiReasoningQuestions } from './questions-reasoning';
import { hindiAwarenessQuestions } from './questions-awareness';

/**
 * Hindi demo content, written in Hindi for Hindi-medium SSC, railway and banking aspirants, not machine
 * translated. Each piece names the English seed content it is the Hindi version of: questions by their exact English
 * text, exam patterns and cheatsheets by slug, topics and subtopics by name. The seeder stores them as the Hindi
 * locale of those documents; proxy/test/demo-content-hindi.test.ts checks them against the English seed.
 */
export type { HindiQuestion } from './types';
export { HINDI_TOPIC_NAMES, HINDI_SUBTOPIC_NAMES, HINDI_SUBTOPIC_CATEGORIES } from './names';
export { HINDI_EXAM_PATTERNS } from './exam-patterns';
export { HINDI_CHEATSHEETS } from './cheatsheets';

export const HINDI_QUESTIONS: HindiQuestion[] = [...hindiAptitudeQuestions, ...hindiReasoningQuestions, ...hindiAwarenessQuestions];
