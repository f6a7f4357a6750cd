import type { SeedExamPattern } from '#src/seed/types.js';
import { sscCglTier1 } from './exam-patterns/ssc-cgl-tier-1';
import { ibpsPoPrelims } from './exam-patterns/ibps-po-prelims';
import { sbiPoPrelims } from './exam-patterns/sbi-po-prelims';
import { rrbNtpcCbt1 } from './exam-patterns/rrb-ntpc-cbt-1';
import { upscCsePrelims } from './exam-patterns/upsc-cse-prelims';
import { ndaWrittenExam } from './exam-patterns/nda-written-exam';
import { jeeMainPaper1 } from './exam-patterns/jee-main-paper-1';
import { neetUg } from './exam-patterns/neet-ug';

/**
 * Demo exam patterns. Figures follow the commonly cited recent structure of each exam; cut-offs,
 * success rates and average scores are approximate ranges, and dates are phrased generically
 * because they move from year to year. Candidates should always confirm details in the
 * official notification.
 *
 * Conventions used below:
 * - Where an exam has no sectional timing, section durations are a suggested split of the
 *   total time (the description says so).
 * - age_limit is whole years (the CMS field is an integer). An age_limit of { min: 0, max: 0 }
 *   means the exam has no age limit, and max: 0 alone means there is no upper age limit;
 *   education_qualification spells the rule out in words.
 */

export const examPatterns: SeedExamPattern[] = [
  sscCglTier1,
  ibpsPoPrelims,
  sbiPoPrelims,
  rrbNtpcCbt1,
  upscCsePrelims,
  ndaWrittenExam,
  jeeMainPaper1,
  neetUg,
];
