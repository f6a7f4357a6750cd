import type { SectionStatus } from '../lib/attempt';
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

const STATUS_TEXT: Record<SectionStatus, string> = { open: '', locked: 'Locked', upcoming: 'Not open yet' };

/** The section tabs: the section on screen is current; with sectional timing the others cannot be opened. */
export function SectionTabs({ tabs, current, onOpen }: SectionTabsProps) {
  return (
    <nav className={styles.tabs} aria-label="Sections">
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
                {tab.status === 'open' ? `${tab.answered}/${tab.total} answered` : STATUS_TEXT[tab.status]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
