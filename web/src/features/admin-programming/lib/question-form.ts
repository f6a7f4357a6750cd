import type { AdminCodeQuestion, CodeQuestionPayload, QuestionDifficulty } from '@/features/admin-programming/api/types';
import { blocksFromQuestion, blocksPayload, hasContent, initialBlocks, type BlockDraft } from './blocks';

export interface QuestionFormValues {
  topic_id: string;
  title: string;
  description: string;
  difficulty: QuestionDifficulty;
  /** As typed; anything that is not a whole number ≥ 0 is sent as 0. */
  order: string;
  is_active: boolean;
  blocks: BlockDraft[];
}

export const emptyQuestionForm = (topicId = ''): QuestionFormValues => ({
  topic_id: topicId,
  title: '',
  description: '',
  difficulty: 'Medium',
  order: '0',
  is_active: true,
  blocks: initialBlocks(),
});

/** The topic's id, whether the answer populated the topic or gave its bare id (spec §3.2 allows both). */
export const topicIdOf = (topic: AdminCodeQuestion['topic_id'] | string): string =>
  typeof topic === 'string' ? topic : (topic?._id ?? '');

export const formFromQuestion = (question: AdminCodeQuestion): QuestionFormValues => ({
  topic_id: topicIdOf(question.topic_id),
  title: question.title,
  description: question.description ?? '',
  difficulty: question.difficulty ?? 'Medium',
  order: String(question.order ?? 0),
  is_active: question.is_active ?? true,
  blocks: question.content_blocks?.length ? blocksFromQuestion(question.content_blocks) : initialBlocks(),
});

/** The Order field's number: non-numeric input becomes 0, never below 0. */
export const orderOf = (typed: string): number => {
  const value = Number.parseInt(typed, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

export const TOPIC_AND_TITLE_REQUIRED = 'Topic and title are required';
export const CONTENT_REQUIRED = 'At least one content block (code or text) is required';

export function toQuestionPayload(form: QuestionFormValues, mode: 'create' | 'edit'): { payload: CodeQuestionPayload } | { error: string } {
  if (!form.topic_id || !form.title.trim()) return { error: TOPIC_AND_TITLE_REQUIRED };
  if (!hasContent(form.blocks)) return { error: CONTENT_REQUIRED };
  return {
    payload: {
      topic_id: form.topic_id,
      title: form.title.trim(),
      description: form.description,
      difficulty: form.difficulty,
      content_blocks: blocksPayload(form.blocks, mode),
      order: orderOf(form.order),
      is_active: form.is_active,
    },
  };
}
