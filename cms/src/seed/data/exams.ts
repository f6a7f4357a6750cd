import type { SeedExam } from '#src/seed/types.js';

/** Exams that demo questions are tagged with (the exam dropdown on the subtopic page). */
export const exams: SeedExam[] = [
  { exam_name: 'SSC CGL', exam_level: 'Graduate' },
  { exam_name: 'SSC CHSL', exam_level: 'Certificate' },
  { exam_name: 'IBPS PO', exam_level: 'Graduate' },
  { exam_name: 'IBPS Clerk', exam_level: 'Graduate' },
  { exam_name: 'SBI PO', exam_level: 'Graduate' },
  { exam_name: 'RRB NTPC', exam_level: 'Certificate' },
  { exam_name: 'UPSC CSE', exam_level: 'Graduate' },
  { exam_name: 'NDA', exam_level: 'Certificate' },
  { exam_name: 'GATE CS', exam_level: 'Graduate' },
];
