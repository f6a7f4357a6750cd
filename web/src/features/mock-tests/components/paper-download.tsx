import { useEffect } from 'react';
import { LazyDownloadButton } from '@/features/offline/components/lazy-download-button';
import { downloadToCache, keepItem, useKeptItem } from '@/features/offline/lib/kept-items';
import { useI18n } from '@/i18n/i18n';
import type { MockTestAttempt } from '@/features/mock-tests/lib/attempt';
import { downloadedUntil } from '@/features/mock-tests/lib/attempt-storage';
import { paperDownloadUrls, paperItemId } from '@/features/mock-tests/lib/paper-download';
import styles from './paper-download.module.css';

interface PaperDownloadProps {
  /** The ready draw (not started): what a download keeps for sitting offline. */
  attempt: MockTestAttempt;
  /** Marks the ready draw as downloaded, so the device keeps it for days instead of hours. */
  onKeep: () => void;
}

/**
 * "Download for offline" on a paper's instructions: keeps this draw on the device (localStorage, marked downloaded)
 * and its page, pictures and build files in the downloads cache, so the paper opens, starts and is submitted
 * without a connection (the submission waits in the queue until the device is online). While the paper stays kept,
 * a new draw (after Take Again) is kept too, with its own pictures.
 */
export default function PaperDownload({ attempt, onKeep }: PaperDownloadProps) {
  const { t, locale } = useI18n();
  const { paper } = attempt;
  const itemId = paperItemId(locale, paper.slug);
  const { item } = useKeptItem(itemId);
  const downloaded = attempt.downloadedAt !== undefined;

  useEffect(() => {
    if (!item || downloaded) return;
    onKeep();
    // A new draw may show other pictures (blueprint sections): they join the kept item.
    const missing = paperDownloadUrls(paper, locale, []).filter((url) => !item.urls.includes(url));
    if (missing.length === 0) return;
    void downloadToCache(missing).then(({ bytes, failed }) =>
      keepItem({ ...item, urls: [...item.urls, ...missing.filter((url) => !failed.includes(url))], bytes: item.bytes + bytes }),
    );
  }, [item, downloaded, onKeep, paper, locale]);

  return (
    <section className={`card ${styles.download}`} aria-labelledby="paper-offline-heading">
      <h2 id="paper-offline-heading">{t('mock-tests.offline.heading')}</h2>
      <p>{t('mock-tests.offline.lead')}</p>
      <LazyDownloadButton
        itemId={itemId}
        title={paper.title}
        path={`/mock-tests/${paper.slug}`}
        kind="mock-test"
        collectUrls={async () => {
          onKeep();
          return paperDownloadUrls(paper, locale);
        }}
      />
      {downloaded && item && (
        <p className={styles.kept} data-testid="paper-downloaded">
          {t('mock-tests.offline.kept', { date: keptUntil(downloadedUntil(attempt), locale) })}
        </p>
      )}
      <p className={styles.note}>{t('mock-tests.offline.noAnswers')}</p>
    </section>
  );
}

const keptUntil = (at: number, locale: string) =>
  new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long' }).format(new Date(at));
