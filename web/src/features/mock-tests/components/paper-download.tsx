import type { MockTestPaper } from '@exam-prep/contract/public/mock-tests';
import { useEffect, useRef } from 'react';
import { LazyDownloadButton } from '@/features/offline/components/lazy-download-button';
import { downloadToCache, keepItem, useKeptItem } from '@/features/offline/lib/kept-items';
import { useI18n } from '@/i18n/i18n';
import type { PaperInstructionsView } from '@/features/mock-tests/lib/instructions';
import type { MockTestAttempt } from '@/features/mock-tests/lib/attempt';
import { downloadedUntil } from '@/features/mock-tests/lib/attempt-storage';
import { paperDownloadUrls, paperItemId } from '@/features/mock-tests/lib/paper-download';
import styles from './paper-download.module.css';

interface PaperDownloadProps {
  /** The paper whose instructions are shown (its slug and title name the kept item). */
  paper: Pick<PaperInstructionsView, 'slug' | 'title'>;
  /** The draw this device keeps for the paper, not started (downloaded before), or none. */
  kept: MockTestAttempt | null;
  /** Keeps a draw for offline use (the kept one, else a new draw) for days instead of hours; answers its paper. */
  onKeep: () => Promise<MockTestPaper>;
}

/**
 * "Download for offline" on a paper's instructions: draws the paper (a download is the one thing besides Start
 * that does), keeps that draw on the device (localStorage, marked downloaded) and its page, pictures and build
 * files in the downloads cache, so the paper opens, starts and is submitted without a connection (the submission
 * waits in the queue until the device is online). While the paper stays kept, a page opened online without a
 * kept draw (after Take Again, or once the last one expired) draws one for it, with its own pictures.
 */
export default function PaperDownload({ paper, kept, onKeep }: PaperDownloadProps) {
  const { t, locale } = useI18n();
  const itemId = paperItemId(locale, paper.slug);
  const { item } = useKeptItem(itemId);
  const downloaded = kept !== null && kept.downloadedAt !== undefined;
  // One draw per page view at most: a failed one (a limit, a paper gone) is not retried in a loop.
  const keptOnce = useRef(false);

  useEffect(() => {
    if (!item || downloaded || keptOnce.current) return;
    if (!kept && typeof navigator !== 'undefined' && navigator.onLine === false) return;
    keptOnce.current = true;
    void onKeep().then(
      (drawn) => {
        // A new draw may show other pictures (blueprint sections): they join the kept item.
        const missing = paperDownloadUrls(drawn, locale, []).filter((url) => !item.urls.includes(url));
        if (missing.length === 0) return;
        return downloadToCache(missing).then(({ bytes, failed }) =>
          keepItem({ ...item, urls: [...item.urls, ...missing.filter((url) => !failed.includes(url))], bytes: item.bytes + bytes }),
        );
      },
      () => undefined,
    );
  }, [item, downloaded, kept, onKeep, locale]);

  return (
    <section className={`card ${styles.download}`} aria-labelledby="paper-offline-heading">
      <h2 id="paper-offline-heading">{t('mock-tests.offline.heading')}</h2>
      <p>{t('mock-tests.offline.lead')}</p>
      <LazyDownloadButton
        itemId={itemId}
        title={paper.title}
        path={`/mock-tests/${paper.slug}`}
        kind="mock-test"
        collectUrls={async () => paperDownloadUrls(await onKeep(), locale)}
      />
      {kept && downloaded && item && (
        <p className={styles.kept} data-testid="paper-downloaded">
          {t('mock-tests.offline.kept', { date: keptUntil(downloadedUntil(kept), locale) })}
        </p>
      )}
      <p className={styles.note}>{t('mock-tests.offline.noAnswers')}</p>
    </section>
  );
}

const keptUntil = (at: number, locale: string) =>
  new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long' }).format(new Date(at));
