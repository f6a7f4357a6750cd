import type { SeedExamPattern } from '#src/seed/types.js';
import { sscCglTier1 } from './exam-patterns/ssc-cgl-tier-1';
import { ibpsPoPrelims } from './exam-patterns/ibps-po-prelims';
import { rrbNtpcCbt1 } from './exam-patterns/rrb-ntpc-cbt-1';

/**
 * Hindi versions of demo exam patterns (../exam-patterns.ts), matched by slug. Every text a reader sees is in Hindi;
 * numbers, enumerations, section codes, colours, flags and addresses are the English pattern's. Exam names and
 * tags keep the abbreviations that Hindi notices use too (SSC, IBPS, RRB, CBT); English book titles stay as printed,
 * with their authors' names in Devanagari.
 */

export const HINDI_EXAM_PATTERNS: SeedExamPattern[] = [sscCglTier1, ibpsPoPrelims, rrbNtpcCbt1];
