/** An exam pattern as the admin calls answer it (admin-area.md §3): the public shape plus is_active. */
import type { ExamPatternSection } from '../../../api/exam-pattern-sections';

export interface ImportantDate {
  event: string;
  date?: string | null;
}

export interface AdminExamPattern {
  _id: string;
  slug: string;
  exam_name: string;
  exam_level: string;
  exam_mode?: string | null;
  exam_frequency?: string | null;
  description?: string | null;
  featured: boolean;
  is_active: boolean;
  views?: number;
  total_questions?: number | null;
  total_marks?: number | null;
  duration?: number | null;
  application_fee?: number | null;
  exam_official_website?: string | null;
  language_options?: string[] | null;
  tags?: string[] | null;
  difficulty_level?: string | null;
  competition_level?: string | null;
  average_score?: string | null;
  success_rate?: string | null;
  exam_logo?: string | null;
  exam_color?: string | null;
  marking_scheme?: {
    correct_answer?: number | null;
    wrong_answer?: number | null;
    negative_marking?: boolean | null;
    negative_marking_value?: number | null;
  } | null;
  sections?: ExamPatternSection[] | null;
  eligibility_criteria?: {
    age_limit?: { min?: number | null; max?: number | null } | null;
    education_qualification?: string | null;
    nationality?: string | null;
    experience_required?: string | null;
  } | null;
  preparation_strategy?: {
    recommended_study_time?: string | null;
    important_topics?: string[] | null;
    practice_tips?: string[] | null;
    reference_books?: string[] | null;
    online_resources?: string[] | null;
  } | null;
  cutoff_marks?: { general?: string | null; obc?: string | null; sc?: string | null; st?: string | null } | null;
  important_dates?: ImportantDate[] | null;
}
