import type { Flash } from './useFlash';
import styles from './Admin.module.css';

export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return (
    <p className={flash.kind === 'success' ? styles.success : styles.error} role={flash.kind === 'error' ? 'alert' : 'status'}>
      {flash.text}
    </p>
  );
}
