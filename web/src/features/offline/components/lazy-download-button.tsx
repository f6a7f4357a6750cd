import { lazy, Suspense } from 'react';
import { loadFeatureMessages } from '@/i18n/load';
import { useHydrated } from '@/lib/use-hydrated';
import type { DownloadButtonProps } from '@/features/offline/components/download-button';
import styles from './lazy-download-button.module.css';

// The button and its texts load after the page is up: no page's first paint waits for them.
const DownloadButton = lazy(() =>
  Promise.all([import('@/features/offline/components/download-button'), loadFeatureMessages('offline')]).then(([module]) => ({
    default: module.DownloadButton,
  })),
);

/** "Download for offline" for any page (practice, topic tests, mock tests): rendered once the page has hydrated. */
export function LazyDownloadButton(props: DownloadButtonProps) {
  const hydrated = useHydrated();
  return (
    <div className={styles.slot}>
      {hydrated && (
        <Suspense fallback={null}>
          <DownloadButton {...props} />
        </Suspense>
      )}
    </div>
  );
}
