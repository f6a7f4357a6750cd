import { useState, type ComponentPropsWithoutRef } from 'react';
import { useI18n } from '@/i18n/i18n';
import { useDataSaver } from '@/lib/data-saver';
import styles from './saved-data-image.module.css';

type SavedDataImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'alt'> & { alt: string };

/**
 * A content picture (a question's figure, an image option) that data saver holds back until tapped: then a button
 * in its place says what it shows. The server render and hydration always have the <img> (data saver is a client
 * setting), so the swap happens after hydration.
 */
export function SavedDataImage({ alt, className, ...image }: SavedDataImageProps) {
  const saving = useDataSaver();
  const [asked, setAsked] = useState(false);
  const { t } = useI18n();
  if (!saving || asked) return <img alt={alt} className={className} {...image} />;
  return (
    <button
      type="button"
      className={styles.placeholder}
      data-saved-image=""
      aria-label={alt ? t('question.loadImageOf', { alt }) : t('question.loadImage')}
      onClick={(event) => {
        // Inside an option button the tap loads the picture; it does not choose the option.
        event.stopPropagation();
        setAsked(true);
      }}
    >
      <span aria-hidden="true">🖼</span> {t('question.loadImage')}
    </button>
  );
}
