/** The programming-topic and code-question shapes of the admin calls (spec §3.2). */
export interface AdminPagination {
  current: number;
  /** The number of pages. */
  total: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export const TOPIC_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Mixed'] as const;
export type TopicDifficulty = (typeof TOPIC_DIFFICULTIES)[number];

export interface AdminTopic {
  _id: string;
  title: string;
  slug: string;
  description?: string;
  category: string;
  difficulty?: TopicDifficulty;
  tags?: string[];
  featured: boolean;
  is_active: boolean;
  question_count?: number;
}

export interface AdminTopicPage {
  topics: AdminTopic[];
  pagination: AdminPagination;
}

export interface TopicStats {
  totalTopics: number;
  activeTopics: number;
  featuredTopics: number;
  totalQuestions: number;
}

export interface TopicPayload {
  title: string;
  description: string;
  slug: string;
  category: string;
  difficulty: TopicDifficulty;
  tags: string[];
  featured: boolean;
  is_active: boolean;
}

export const QUESTION_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export interface ContentBlock {
  type: 'code' | 'text';
  order: number;
  code?: string;
  language?: string;
  label?: string;
  text_content?: string;
}

/** The question's topic: populated on the list, populated or a bare id on the single read. */
export type TopicRef = { _id: string; title: string; slug?: string; category?: string } | string | null;

export interface AdminCodeQuestion {
  _id: string;
  topic_id: TopicRef;
  title: string;
  description?: string;
  difficulty?: QuestionDifficulty;
  content_blocks: ContentBlock[];
  order?: number;
  is_active?: boolean;
}

export interface AdminCodeQuestionPage {
  questions: AdminCodeQuestion[];
  pagination: AdminPagination;
}

export interface CodeQuestionStats {
  totalQuestions: number;
  activeQuestions: number;
  byDifficulty: Array<{ _id: string | null; count: number }>;
}

export interface CodeQuestionPayload {
  topic_id: string;
  title: string;
  description: string;
  difficulty: QuestionDifficulty;
  content_blocks: ContentBlock[];
  order: number;
  is_active: boolean;
}
