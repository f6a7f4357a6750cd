import { pageHead, pageTexts, type PageHead, type PageHeadInput } from '@/lib/page-head';

/** /search?q=: the query's results, never indexed (every query would be another page of the site's own content). */
export const searchHead = ({ locale, path, query }: PageHeadInput): PageHead =>
  pageHead(pageTexts(locale).searchPageMeta(query.get('q') ?? ''), path);
