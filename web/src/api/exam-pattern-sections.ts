/** An exam pattern's sections, as both the public and the admin calls answer them. */
export interface ExamPatternTopic {
  topic_name: string;
  weightage?: number | null;
  difficulty_level?: string | null;
}

export interface ExamPatternSection {
  section_name: string;
  section_code?: string | null;
  questions?: number | null;
  marks_per_question?: number | null;
  total_marks?: number | null;
  duration?: number | null;
  topics?: ExamPatternTopic[] | null;
  question_types?: string[] | null;
}
