import { memo } from 'react';
import type { SectionStatus } from '@/features/mock-tests/lib/attempt';
import { useI18n } from '@/i18n/i18n';
import styles from './exam-screen.module.css';

export interface SectionTab {
  name: string;
  status: SectionStatus;
  answered: number;
  total: number;
}

interface SectionTabsProps {
  tabs: readonly SectionTab[];
  current: number;
  onOpen: (section: number) => void;
}

const STATUS_KEY: Record<Exclude<SectionStatus, 'open'>, string> = {
  locked: 'mock-tests.exam.tabLocked',
  upcoming: 'mock-tests.exam.tabUpcoming',
};

/**
 * The section tabs: the section on screen is current; with sectional timing the others cannot be opened. Memoised:
 * the exam's clock ticks every second and the tabs change far less often.
 */
export const SectionTabs = memo(function SectionTabs({ tabs, current, onOpen }: SectionTabsProps) {
  const { t } = useI18n();
  return (
    <nav className={styles.tabs} aria-label={t('mock-tests.exam.tabs')}>
      <ul>
        {tabs.map((tab, index) => (
          <li key={`${tab.name}-${index}`}>
            <button
              type="button"
              className={`${styles.tab} ${index === current ? styles.tabCurrent : ''}`}
              aria-current={index === current ? 'true' : undefined}
              disabled={tab.status !== 'open'}
              onClick={() => onOpen(index)}
            >
              <span className={styles.tabName}>{tab.name}</span>
              <span className="visually-hidden">, </span>
              <span className={styles.tabStatus}>
                {tab.status === 'open'
                  ? t('mock-tests.exam.tabAnswered', { answered: tab.answered, total: tab.total })
                  : t(STATUS_KEY[tab.status])}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
