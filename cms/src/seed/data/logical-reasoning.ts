import type { SeedTopic } from '#src/seed/types.js';
import { numberSeries } from './logical-reasoning/number-series';
import { codingDecoding } from './logical-reasoning/coding-decoding';
import { bloodRelations } from './logical-reasoning/blood-relations';
import { directionSense } from './logical-reasoning/direction-sense';

/**
 * Demo questions for the Logical Reasoning topic. Direction-sense diagrams and image options
 * are drawn by src/seed/images.ts; the distances below must match them.
 */
export const logicalReasoning: SeedTopic = {
  topic_name: 'logical-reasoning',
  subtopics: [numberSeries, codingDecoding, bloodRelations, directionSense],
};
