import { useI18n } from '@/i18n/i18n';
import styles from './save-toggle.module.css';
import { Button } from '@/components/ui/button';

/** Save / Saved: puts the question in this browser's saved set, or takes it out. Persisted at once by the page. */
export function SaveToggle({ saved, onToggle }: { saved: boolean; onToggle: () => void }) {
  const { t } = useI18n();
  return (
    <Button variant="secondary" className={saved ? styles.saved : ''} aria-pressed={saved} onClick={onToggle}>
      <span aria-hidden="true" className={styles.icon}>
        {saved ? '★' : '☆'}
      </span>
      {saved ? t('question.saved') : t('question.save')}
    </Button>
  );
}
