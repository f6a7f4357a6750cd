import type { ReactNode } from 'react';
import { Seo } from './seo';
import { EmptyState, LoadingState } from './status-views';

/** A detail page while its record loads (cheatsheet, exam pattern). */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="container page">
      <LoadingState label={label} />
    </div>
  );
}

interface NotFoundPageProps {
  title: string;
  message: string;
  keywords: string[];
  /** The way back, e.g. a link to the list. */
  children: ReactNode;
}

/** A detail page's Not Found screen: kept out of search indexes, with its own h1 and a way back. */
export function NotFoundPage({ title, message, keywords, children }: NotFoundPageProps) {
  return (
    <div className="container page">
      <Seo title={title} description={message} keywords={keywords} noindex />
      <EmptyState level={1} title={title} message={message}>
        {children}
      </EmptyState>
    </div>
  );
}
