/** The enumerations of the programming content types (their schema.json). */
export type ProgrammingTopicDifficulty = 'Beginner' | 'Intermediate' | 'Advanced' | 'Mixed';
export type CodeQuestionDifficulty = 'Easy' | 'Medium' | 'Hard';

/** A demo FAQ topic: its questions in display order (the seed numbers their `order`). */
export interface SeedFaq {
  topic_title: string;
  slug: string;
  description: string;
  tags: string[];
  featured: boolean;
  questions: Array<{ question: string; /** HTML */ answer: string }>;
}

/** The Hindi version of a demo FAQ topic, named by the English one's slug, with as many questions in the same order. */
export type SeedHindiFaq = Omit<SeedFaq, 'featured'>;

export type SeedContentBlock =
  { type: 'code'; language: string; label?: string; code: string } | { type: 'text'; /** HTML */ text_content: string };

export interface SeedCodeQuestion {
  title: string;
  /** HTML */
  description: string;
  difficulty: CodeQuestionDifficulty;
  /** In display order (the seed numbers their `order`). */
  blocks: SeedContentBlock[];
}

export interface SeedProgrammingTopic {
  title: string;
  slug: string;
  description: string;
  category: string;
  difficulty: ProgrammingTopicDifficulty;
  tags: string[];
  featured: boolean;
  /** In display order (the seed numbers their `order`). */
  questions: SeedCodeQuestion[];
}

/** The Hindi version of a programming topic (named by the English slug): its title, description and tags. */
export interface SeedHindiProgrammingTopic {
  slug: string;
  title: string;
  description: string;
  tags: string[];
}
