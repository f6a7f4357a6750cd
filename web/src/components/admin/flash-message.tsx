import type { Ref } from 'react';
import type { Flash } from './use-flash';
import styles from './admin.module.css';

export function FlashMessage({ flash, ref }: { flash: Flash | null; ref?: Ref<HTMLParagraphElement> }) {
  if (!flash) return null;
  return (
    <p ref={ref} className={flash.kind === 'success' ? styles.success : styles.error} role={flash.kind === 'error' ? 'alert' : 'status'}>
      {flash.text}
    </p>
  );
}
