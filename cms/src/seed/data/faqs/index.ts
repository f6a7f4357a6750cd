import type { SeedFaq } from '#src/seed/faqs-and-programming-types.js';
import { ibpsPoFaq, rrbNtpcFaq, sscCglFaq } from './government-exams';
import { pythonInterviewFaq } from './python-interview';

export { HINDI_FAQS } from './hindi';

export const faqs: SeedFaq[] = [sscCglFaq, ibpsPoFaq, rrbNtpcFaq, pythonInterviewFaq];
