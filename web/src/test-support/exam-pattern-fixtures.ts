/*
 * Exam patterns for the fake API (fake-api.ts), shaped like the demo content: eight patterns over the levels
 * Graduate, Certificate and All, three of them featured; SSC CGL Tier 1 with every panel filled in.
 *
 *   setupScreenTests(...catalogueHandlers(), ...examPatternHandlers())
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { AdminExamPattern } from '@exam-prep/contract/admin/exam-patterns';
import type { PublicExamPattern } from '@exam-prep/contract/public/exam-patterns';
import { EXAM_LEVELS } from '@exam-prep/contract/enums';
import { answer, pageOf } from './fake-api';

type Basics = Pick<PublicExamPattern, 'slug' | 'exam_name' | 'exam_level' | 'exam_mode' | 'featured' | 'description'>;

/** A pattern with its basics and plain defaults for the rest (no eligibility, strategy or sections unless given). */
export const examPattern = (basics: Basics, extra: Partial<PublicExamPattern> = {}): PublicExamPattern => ({
  _id: `pattern-${basics.slug}`,
  exam_frequency: 'Annual',
  views: 12,
  total_questions: 100,
  total_marks: 200,
  duration: 60,
  application_fee: 100,
  exam_official_website: null,
  language_options: ['English'],
  tags: [],
  difficulty_level: null,
  competition_level: null,
  average_score: null,
  success_rate: null,
  exam_logo: null,
  exam_color: null,
  marking_scheme: null,
  sections: [],
  eligibility_criteria: null,
  preparation_strategy: null,
  cutoff_marks: null,
  important_dates: [],
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
  locale: 'en',
  ...basics,
  ...extra,
});

const section = (section_name: string, section_code: string) => ({
  section_name,
  section_code,
  questions: 25,
  marks_per_question: 2,
  total_marks: 50,
  duration: 15,
  topics: [{ topic_name: 'Analogy', weightage: 12, difficulty_level: 'Easy' as const }],
  question_types: ['MCQ' as const],
});

export const SSC_CGL_TIER_1 = examPattern(
  {
    slug: 'ssc-cgl-tier-1',
    exam_name: 'SSC CGL Tier 1',
    exam_level: 'Graduate',
    exam_mode: 'Online',
    featured: true,
    description: 'Tier 1 of the Staff Selection Commission Combined Graduate Level exam: a 60-minute screening test.',
  },
  {
    views: 1234,
    application_fee: 100,
    exam_official_website: 'https://ssc.gov.in',
    language_options: ['English', 'Hindi'],
    tags: ['ssc', 'government-jobs'],
    difficulty_level: 'Medium',
    competition_level: 'Very High',
    average_score: '120/200',
    marking_scheme: { correct_answer: 2, wrong_answer: -0.5, negative_marking: true, negative_marking_value: 0.5 },
    sections: [
      section('General Intelligence & Reasoning', 'GIR'),
      section('General Awareness', 'GA'),
      section('Quantitative Aptitude', 'QA'),
      section('English Comprehension', 'ENG'),
    ],
    eligibility_criteria: {
      age_limit: { min: 18, max: 32 },
      education_qualification: "Bachelor's degree",
      nationality: 'Indian',
      experience_required: null,
    },
    preparation_strategy: {
      recommended_study_time: '4-6 months',
      important_topics: ['Arithmetic'],
      practice_tips: ['Take a timed mock every week'],
      reference_books: null,
      online_resources: ['https://ssc.gov.in'],
    },
  },
);

export const EXAM_PATTERNS: PublicExamPattern[] = [
  examPattern({
    slug: 'ibps-po-prelims',
    exam_name: 'IBPS PO Prelims',
    exam_level: 'Graduate',
    exam_mode: 'Online',
    featured: true,
    description: 'The preliminary exam for Probationary Officers in public sector banks.',
  }),
  examPattern(
    {
      slug: 'jee-main-paper-1',
      exam_name: 'JEE Main Paper 1',
      exam_level: 'Certificate',
      exam_mode: 'Online',
      featured: false,
      description: 'The engineering entrance exam for B.E./B.Tech admission to NITs and IIITs.',
    },
    {
      eligibility_criteria: {
        age_limit: { min: 0, max: 0 },
        education_qualification: 'Class 12',
        nationality: null,
        experience_required: null,
      },
    },
  ),
  examPattern({
    slug: 'nda-written-exam',
    exam_name: 'NDA & NA Written Exam',
    exam_level: 'Certificate',
    exam_mode: 'Offline',
    featured: false,
    description: 'The written exam for entry to the National Defence Academy, conducted by UPSC twice a year.',
  }),
  examPattern(
    {
      slug: 'neet-ug',
      exam_name: 'NEET UG',
      exam_level: 'Certificate',
      exam_mode: 'Offline',
      featured: false,
      description: 'The single entrance exam for MBBS, BDS and other undergraduate medical courses in India.',
    },
    {
      eligibility_criteria: {
        age_limit: { min: 17, max: 0 },
        education_qualification: 'Class 12',
        nationality: null,
        experience_required: null,
      },
    },
  ),
  examPattern({
    slug: 'rrb-ntpc-cbt-1',
    exam_name: 'RRB NTPC CBT 1',
    exam_level: 'All',
    exam_mode: 'Online',
    featured: false,
    description: 'The first computer-based test for Non-Technical Popular Categories posts in Indian Railways.',
  }),
  examPattern({
    slug: 'sbi-po-prelims',
    exam_name: 'SBI PO Prelims',
    exam_level: 'Graduate',
    exam_mode: 'Online',
    featured: false,
    description: 'Phase I of the State Bank of India Probationary Officer recruitment.',
  }),
  SSC_CGL_TIER_1,
  examPattern({
    slug: 'upsc-cse-prelims',
    exam_name: 'UPSC CSE Prelims',
    exam_level: 'Graduate',
    exam_mode: 'Offline',
    featured: true,
    description: 'The Civil Services Preliminary Examination, the screening stage for the IAS, IPS and IFS.',
  }),
];

/** The list (the page asked for), the featured ones, the levels in use, and each pattern by its slug (404 otherwise). */
export function examPatternHandlers(patterns: PublicExamPattern[] = EXAM_PATTERNS): HttpHandler[] {
  return [
    answer('listExamPatterns', ({ url }) => {
      const { items, pagination } = pageOf(patterns, url);
      return { examPatterns: items, pagination };
    }),
    answer(
      'listFeaturedExamPatterns',
      patterns.filter((pattern) => pattern.featured),
    ),
    answer('listExamLevels', { examLevels: EXAM_LEVELS.filter((level) => patterns.some((pattern) => pattern.exam_level === level)) }),
    answer(
      'getExamPatternBySlug',
      ({ params }) =>
        patterns.find((pattern) => pattern.slug === params.slug) ??
        HttpResponse.json({ message: 'Exam pattern not found' }, { status: 404 }),
    ),
  ];
}

/**
 * An exam pattern as the admin calls answer it (the admin list, the forms' saves), named by its exam name: a
 * Graduate, online, active and unfeatured pattern unless `extra` says otherwise.
 */
export const adminExamPattern = (exam_name: string, extra: Partial<AdminExamPattern> = {}): AdminExamPattern => ({
  ...examPattern({
    slug: exam_name.toLowerCase().replace(/\W+/g, '-'),
    exam_name,
    exam_level: 'Graduate',
    exam_mode: 'Online',
    featured: false,
    description: `The ${exam_name} exam.`,
  }),
  is_active: true,
  ...extra,
});
