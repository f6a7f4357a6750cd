import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './legal-layout.module.css';

interface LegalLayoutProps {
  title: string;
  /** Table of contents: [section id, heading]. */
  sections: Array<[string, string]>;
  /** The other legal page, linked at the top and bottom. */
  related: { to: string; label: string };
  children: ReactNode;
}

/** 'Last updated' is the day the page is read (spec): the text applies as it stands today. */
const lastUpdated = () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
const isoDay = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function LegalLayout({ title, sections, related, children }: LegalLayoutProps) {
  return (
    <div className={`container page ${styles.legal}`}>
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className="page-title">{title}</h1>
      <p className={styles.updated}>
        Last updated: <time dateTime={isoDay()}>{lastUpdated()}</time>
      </p>
      <nav aria-label="On this page" className={styles.toc}>
        <h2 className={styles.tocTitle}>On this page</h2>
        <ol>
          {sections.map(([id, heading]) => (
            <li key={id}>
              <a href={`#${id}`}>{heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>{children}</div>
      <nav aria-label="Related pages" className={styles.footerLinks}>
        <Link to="/" className="btn btn-outline">
          Home
        </Link>
        <Link to={related.to} className="btn btn-outline">
          {related.label}
        </Link>
      </nav>
    </div>
  );
}
