import { useI18n } from '@/i18n/i18n';
import styles from './difficulty-chip.module.css';

/** A topic's or question's difficulty as a coloured chip (its words say it; the colour only repeats them). */
export function DifficultyChip({ level }: { level: string }) {
  const { t } = useI18n();
  const known = ['Beginner', 'Intermediate', 'Advanced', 'Mixed', 'Easy', 'Medium', 'Hard'].includes(level);
  return (
    <span className={styles.chip} data-level={level.toLowerCase()}>
      {known ? t(`programming-topics.difficulty.${level}`) : level}
    </span>
  );
}
