/** The FAQ shapes of the admin calls (spec §2.2). */
export interface AdminFaqQuestion {
  _id?: string;
  question: string;
  /** HTML from the rich-text editor. */
  answer: string;
  order: number;
}

export interface AdminFaq {
  _id: string;
  topic_title: string;
  slug: string;
  description?: string;
  tags?: string[];
  featured: boolean;
  is_active: boolean;
  views?: number;
  logo_url?: string;
  questions: AdminFaqQuestion[];
}

export interface AdminPagination {
  current: number;
  /** The number of pages. */
  total: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface AdminFaqPage {
  faqs: AdminFaq[];
  pagination: AdminPagination;
}

export interface FaqStats {
  total: number;
  active: number;
  inactive: number;
  featured: number;
  totalViews: number;
}

export interface FaqPayload {
  topic_title: string;
  slug: string;
  description: string;
  questions: AdminFaqQuestion[];
  featured: boolean;
  is_active: boolean;
  tags: string[];
  logo_url: string;
}
