import type { AdminFaq } from '@/features/admin-faqs/api/types';

const STAMP = '2026-01-01T00:00:00.000Z';

/** A stored FAQ as the admin calls answer it (complete: the fake API checks answers against the contract). */
export const adminFaq = (title: string, extra: Partial<AdminFaq> = {}): AdminFaq => ({
  _id: `faq-${title.toLowerCase().replace(/\W+/g, '-')}`,
  topic_title: title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  description: `About ${title}`,
  tags: [],
  featured: false,
  is_active: true,
  views: 0,
  logo_url: '',
  questions: [{ _id: 'q1', question: 'What is it?', answer: '<p>It is.</p>', order: 0 }],
  createdAt: STAMP,
  updatedAt: STAMP,
  ...extra,
});

export const ADMIN = { _id: 'admin-1', username: 'editor', email: 'editor@example.com' };
