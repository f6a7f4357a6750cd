import { specSlug } from '@/components/admin/spec-slug';
import type { AdminTopic, TopicDifficulty, TopicPayload } from '@/features/admin-programming/api/types';

export interface TopicFormValues {
  title: string;
  slug: string;
  /** The slug no longer follows the title (typed in, or an edit form). */
  slugEdited: boolean;
  description: string;
  category: string;
  difficulty: TopicDifficulty;
  /** Trimmed, non-blank, without duplicates (the tag field keeps them so). */
  tags: string[];
  featured: boolean;
  is_active: boolean;
}

export const emptyTopicForm = (): TopicFormValues => ({
  title: '',
  slug: '',
  slugEdited: false,
  description: '',
  category: '',
  difficulty: 'Mixed',
  tags: [],
  featured: false,
  is_active: true,
});

export const formFromTopic = (topic: AdminTopic): TopicFormValues => ({
  title: topic.title,
  slug: topic.slug,
  slugEdited: true,
  description: topic.description ?? '',
  category: topic.category ?? '',
  difficulty: topic.difficulty ?? 'Mixed',
  tags: [...(topic.tags ?? [])],
  featured: topic.featured ?? false,
  is_active: topic.is_active ?? true,
});

/** On a create form the slug follows the title until the admin types in it. */
export const topicWithTitle = (form: TopicFormValues, title: string): TopicFormValues =>
  form.slugEdited ? { ...form, title } : { ...form, title, slug: specSlug(title) };

export const TOPIC_REQUIRED = 'Title, slug, and category are required';

export function toTopicPayload(form: TopicFormValues): { payload: TopicPayload } | { error: string } {
  if (!form.title.trim() || !form.slug.trim() || !form.category.trim()) return { error: TOPIC_REQUIRED };
  return {
    payload: {
      title: form.title.trim(),
      description: form.description,
      slug: form.slug.trim(),
      category: form.category.trim(),
      difficulty: form.difficulty,
      tags: form.tags,
      featured: form.featured,
      is_active: form.is_active,
    },
  };
}
