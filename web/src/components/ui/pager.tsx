import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_GAP, pageWindow } from '@/lib/paging';
import { useI18n } from '@/i18n/i18n';
import styles from './pager.module.css';
import { Button, buttonClass } from '@/components/ui/button';

interface PagerOptions {
  page: number;
  totalPages: number;
  /** Numbered buttons are shown only when asked (the practice page shows them above 10 questions). */
  showNumbers?: boolean;
  label?: string;
  /** Keep Previous/Next (disabled) even with a single page, as the practice page does. */
  alwaysShow?: boolean;
}

/**
 * Either buttons that call back with the page chosen, or links to each page's address: real <a href>s that work
 * without JavaScript in a server-rendered page (and crawlers can follow), as the /search page's results need.
 */
type PagerMode = { onChange: (page: number) => void; hrefForPage?: never } | { hrefForPage: (page: number) => string; onChange?: never };

type PagerProps = PagerOptions & PagerMode;

/** Previous / numbered pages (a window of them when there are many) / Next. Pages are 1-based. */
export function Pager({ page, totalPages, showNumbers = true, label, alwaysShow = false, ...mode }: PagerProps) {
  const { t } = useI18n();
  if (totalPages <= 1 && !alwaysShow) return null;
  return (
    <nav className={styles.pager} aria-label={label ?? t('pager.label')}>
      <Step mode={mode} target={page - 1} disabled={page <= 1} rel="prev">
        {t('pager.previous')}
      </Step>
      {showNumbers && (
        <ol className={styles.numbers}>
          {pageWindow(page, totalPages).map((number, index) =>
            number === PAGE_GAP ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={number}>
                <PageNumber mode={mode} number={number} current={number === page} />
              </li>
            ),
          )}
        </ol>
      )}
      <Step mode={mode} target={page + 1} disabled={page >= totalPages} rel="next">
        {t('pager.next')}
      </Step>
    </nav>
  );
}

interface StepProps {
  mode: PagerMode;
  target: number;
  disabled: boolean;
  rel: 'prev' | 'next';
  children: ReactNode;
}

/** Previous or Next. A link has no disabled state: on the first or last page it is dimmed text, with nothing to follow. */
function Step({ mode, target, disabled, rel, children }: StepProps) {
  if (mode.hrefForPage) {
    return disabled ? (
      <span className={buttonClass({ variant: 'secondary', className: styles.disabled })} aria-disabled="true">
        {children}
      </span>
    ) : (
      <Button to={mode.hrefForPage(target)} variant="secondary" rel={rel}>
        {children}
      </Button>
    );
  }
  return (
    <Button variant="secondary" onClick={() => mode.onChange(target)} disabled={disabled}>
      {children}
    </Button>
  );
}

function PageNumber({ mode, number, current }: { mode: PagerMode; number: number; current: boolean }) {
  const { t } = useI18n();
  const className = current ? `${styles.number} ${styles.current}` : styles.number;
  const ariaCurrent = current ? 'page' : undefined;
  if (mode.hrefForPage) {
    return (
      <Link to={mode.hrefForPage(number)} className={className} aria-current={ariaCurrent} aria-label={t('pager.page', { number })}>
        {number}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-current={ariaCurrent}
      aria-label={t('pager.page', { number })}
      onClick={() => mode.onChange(number)}
    >
      {number}
    </button>
  );
}

/** The slice of `items` on a 1-based page. */
export function pageSlice<T>(items: T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
