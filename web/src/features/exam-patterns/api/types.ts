/** An exam pattern as the public API answers it (the entity of public-site.md §3). */
import type { ExamPatternSection } from '../../../api/exam-pattern-sections';

export interface MarkingScheme {
  correct_answer?: number | null;
  wrong_answer?: number | null;
  negative_marking?: boolean | null;
  negative_marking_value?: number | null;
}

export interface EligibilityCriteria {
  age_limit?: { min?: number | null; max?: number | null } | null;
  education_qualification?: string | null;
  nationality?: string | null;
  experience_required?: string | null;
}

export interface PreparationStrategy {
  recommended_study_time?: string | null;
  important_topics?: string[] | null;
  practice_tips?: string[] | null;
  reference_books?: string[] | null;
  online_resources?: string[] | null;
}

export interface ExamPattern {
  _id: string;
  slug: string;
  exam_name: string;
  exam_level: string;
  exam_mode: string | null;
  exam_frequency: string | null;
  description: string;
  featured: boolean;
  views: number;
  total_questions: number;
  total_marks: number;
  /** Minutes. */
  duration: number;
  /** Rupees. */
  application_fee: number;
  exam_official_website: string | null;
  language_options: string[];
  tags: string[];
  difficulty_level: string | null;
  competition_level: string | null;
  average_score: string | null;
  success_rate: string | null;
  exam_color?: string | null;
  marking_scheme: MarkingScheme | null;
  sections: ExamPatternSection[];
  eligibility_criteria: EligibilityCriteria | null;
  preparation_strategy: PreparationStrategy | null;
  createdAt: string;
  updatedAt: string;
}
