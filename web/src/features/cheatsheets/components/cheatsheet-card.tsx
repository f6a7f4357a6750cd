import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { CheatsheetSummary } from '@/features/cheatsheets/api/types';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { accentColor, visibleTags, type ViewMode } from '@/features/cheatsheets/lib/filter';
import styles from './cheatsheet-card.module.css';
import { cardClass } from '@/components/ui/card';

/** A cheatsheet card (grid) or row (list); the whole card opens /cheatsheets/{slug}. */
export function CheatsheetCard({ sheet, view }: { sheet: CheatsheetSummary; view: ViewMode }) {
  const { t, locale } = useI18n();
  const tags = visibleTags(sheet.tags ?? [], view);
  // A cheatsheet not yet translated shows its own texts in English on a Hindi page.
  const lang = contentLang(sheet, locale);
  return (
    <Link
      to={`/cheatsheets/${encodeURIComponent(sheet.slug)}`}
      className={cardClass(`${styles.card} ${view === 'list' ? styles.list : styles.grid}`)}
      style={{ '--accent': accentColor(sheet.color) } as CSSProperties}
      data-accent={accentColor(sheet.color)}
    >
      <span className={styles.top}>
        <span className={styles.category}>{sheet.category}</span>
        {sheet.featured && <span className={styles.featured}>{t('cheatsheets.list.featured')}</span>}
      </span>
      <span className={styles.title} lang={lang}>
        {sheet.title}
      </span>
      {sheet.description && (
        <span className={styles.description} lang={lang}>
          {sheet.description}
        </span>
      )}
      {tags.length > 0 && (
        <span className={styles.tags}>
          {tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              #{tag}
            </span>
          ))}
        </span>
      )}
    </Link>
  );
}
