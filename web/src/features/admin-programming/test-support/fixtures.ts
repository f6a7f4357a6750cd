import type { AdminCodeQuestion, AdminTopic } from '@/features/admin-programming/api/types';

const STAMP = '2026-01-01T00:00:00.000Z';
const slugOf = (text: string) => text.toLowerCase().replace(/\W+/g, '-');

export const ADMIN = { _id: 'admin-1', username: 'editor', email: 'editor@example.com' };

/** A stored topic as the admin calls answer it (complete: the fake API checks answers against the contract). */
export const adminTopic = (title: string, extra: Partial<AdminTopic> = {}): AdminTopic => ({
  _id: `topic-${slugOf(title)}`,
  title,
  slug: slugOf(title),
  description: `About ${title}`,
  category: 'Python',
  difficulty: 'Mixed',
  tags: [],
  featured: false,
  is_active: true,
  question_count: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
  ...extra,
});

export const adminCodeQuestion = (title: string, topic: AdminTopic, extra: Partial<AdminCodeQuestion> = {}): AdminCodeQuestion => ({
  _id: `question-${slugOf(title)}`,
  topic_id: { _id: topic._id, title: topic.title, slug: topic.slug, category: topic.category },
  title,
  description: '<p>Explain it.</p>',
  difficulty: 'Medium',
  order: 0,
  is_active: true,
  content_blocks: [{ type: 'code', order: 0, code: 'print(1)', language: 'python', label: '', text_content: '' }],
  createdAt: STAMP,
  updatedAt: STAMP,
  ...extra,
});

/** A page block of these lists: `total` counts pages. */
export const pagination = (page: number, items: number) => {
  const pages = Math.max(1, Math.ceil(items / 10));
  return { current: page, total: pages, totalItems: items, limit: 10, hasNext: page < pages, hasPrev: page > 1 };
};
