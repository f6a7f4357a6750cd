/** The programming-topic and code-question shapes of the admin calls (contract/src/admin/programming.ts, spec §3.2). */
import type { AdminContentBlock } from '@exam-prep/contract/admin/programming';

export type {
  AdminCodeQuestion,
  AdminCodeQuestionPage,
  AdminProgrammingTopic as AdminTopic,
  AdminProgrammingTopicPage as AdminTopicPage,
  CodeQuestionStats,
  ProgrammingTopicStats as TopicStats,
} from '@exam-prep/contract/admin/programming';

export const TOPIC_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Mixed'] as const;
export type TopicDifficulty = (typeof TOPIC_DIFFICULTIES)[number];

export const QUESTION_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

/** What the topic form sends: the contract's programmingTopicInput, as this form fills it. */
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

/** A block as sent: a new one with its type's keys only, an edited one with every key (spec §3.2). */
export type ContentBlockPayload = Pick<AdminContentBlock, 'type' | 'order'> & Partial<Omit<AdminContentBlock, 'type' | 'order'>>;

/** What the code-question form sends: the contract's codeQuestionInput, as this form fills it. */
export interface CodeQuestionPayload {
  topic_id: string;
  title: string;
  description: string;
  difficulty: QuestionDifficulty;
  content_blocks: ContentBlockPayload[];
  order: number;
  is_active: boolean;
}
