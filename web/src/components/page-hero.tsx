import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/**
 * The navy band that opens a list page: a badge above its h1 when given, the h1, a lead sentence, and the page's
 * own controls (search, filters) below.
 */
export function PageHero({ title, lead, badge, children }: { title: string; lead: string; badge?: string; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <div className="container">
        {badge && <p className={styles.badge}>{badge}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </section>
  );
}
