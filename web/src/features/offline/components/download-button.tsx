import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { canKeepItems, downloadToCache, keepItem, removeKeptItem, useKeptItem, type KeptKind } from '@/features/offline/lib/kept-items';
import { dataSaverOn } from '@/lib/data-saver';
import { estimateBytes } from '@/features/offline/lib/estimate-size';
import { formatBytes } from '@/features/offline/lib/format-bytes';
// Its rules live with the slot's: they travel with the page, inlined in its HTML (a stylesheet inserted after
// hydration makes a cheap phone restyle the whole page once more).
import styles from './lazy-download-button.module.css';

export interface DownloadButtonProps {
  /** keptItemId(kind, key). */
  itemId: string;
  /** What the student calls it (the subtopic's or paper's name), as /offline lists it. */
  title: string;
  /** The app path that opens it (no /hi; the page's language is recorded beside it). */
  path: string;
  kind: KeptKind;
  /**
   * Every same-origin URL to keep (pages, API reads, pictures, build files). May fetch what it needs to find
   * them; the button then fetches each into DOWNLOADS_CACHE.
   */
  collectUrls: () => Promise<string[]>;
  /** Measures a download before data saver asks (tests pass their own). */
  estimate?: (urls: string[]) => Promise<number>;
}

type Step =
  | { name: 'idle' }
  | { name: 'preparing' }
  | { name: 'confirm'; urls: string[]; bytes: number }
  | { name: 'downloading'; done: number; total: number; bytes: number }
  | { name: 'failed'; message: string };

/**
 * "Download for offline": gathers a page's files, keeps them on the device (kept-items.ts) and says how far it got;
 * once kept, "Available offline · 1.4 MB" with Remove. With data saver on it asks first, with the download's size.
 * Needs the 'offline' feature texts (lazy-download-button.tsx loads them with it).
 */
export function DownloadButton({ itemId, title, path, kind, collectUrls, estimate = estimateBytes }: DownloadButtonProps) {
  const { t, locale } = useI18n();
  const { item, loading } = useKeptItem(itemId);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [partial, setPartial] = useState<string>();
  const size = (bytes: number) => formatBytes(bytes, locale);

  const hydrated = useHydrated();

  // Nothing on the server or while hydrating: what the device keeps is known only here.
  if (!hydrated || !canKeepItems()) return null;

  const failedMessage = () =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? t('offline.failedOffline') : t('offline.failedGeneric');

  const download = async (urls: string[]) => {
    setStep({ name: 'downloading', done: 0, total: urls.length, bytes: 0 });
    try {
      const result = await downloadToCache(urls, (done, total, bytes) => setStep({ name: 'downloading', done, total, bytes }));
      const kept = urls.filter((url) => !result.failed.includes(url));
      if (kept.length === 0) {
        setStep({ name: 'failed', message: failedMessage() });
        return;
      }
      await keepItem({ id: itemId, kind, title, path, locale, urls: kept, bytes: result.bytes, savedAt: Date.now() });
      setPartial(result.failed.length > 0 ? t('offline.failedPartial', { failed: result.failed.length, total: urls.length }) : undefined);
      setStep({ name: 'idle' });
    } catch {
      setStep({ name: 'failed', message: failedMessage() });
    }
  };

  const start = async () => {
    setPartial(undefined);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setStep({ name: 'failed', message: t('offline.failedOffline') });
      return;
    }
    setStep({ name: 'preparing' });
    let urls: string[];
    try {
      urls = [...new Set(await collectUrls())];
    } catch {
      setStep({ name: 'failed', message: failedMessage() });
      return;
    }
    if (dataSaverOn()) {
      setStep({ name: 'confirm', urls, bytes: await estimate(urls).catch(() => 0) });
      return;
    }
    await download(urls);
  };

  const remove = async () => {
    setPartial(undefined);
    await removeKeptItem(itemId);
  };

  const actionLabel = step.name === 'failed' ? t('offline.retry') : t('offline.download');
  let status: string | undefined;
  let content;
  if (step.name === 'preparing') {
    status = t('offline.preparing');
  } else if (step.name === 'downloading') {
    status = t('offline.downloading', { done: step.done, total: step.total, size: size(step.bytes) });
    content = <progress className={styles.progress} max={step.total} value={step.done} aria-hidden="true" />;
  } else if (item && !loading) {
    status = t('offline.available', { size: size(item.bytes) });
    content = (
      <span className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={() => void remove()} aria-label={`${t('offline.removeDownload')}: ${title}`}>
          {t('offline.removeDownload')}
        </Button>
        <Link className={styles.manage} to="/offline">
          {t('offline.manage')}
        </Link>
      </span>
    );
  } else {
    content = (
      // Named with what it keeps, its visible words first (what a voice user says).
      <Button variant="secondary" size="sm" onClick={() => void start()} disabled={loading} aria-label={`${actionLabel}: ${title}`}>
        <span aria-hidden="true" className={styles.icon}>
          ↓
        </span>{' '}
        {actionLabel}
      </Button>
    );
  }

  const busy = step.name === 'preparing' || step.name === 'downloading';
  return (
    <div className={styles.download} data-testid="download-for-offline" aria-busy={busy}>
      <p className={`${styles.status} ${item && !busy ? styles.kept : ''}`} role="status" aria-live="polite">
        {status}
      </p>
      {content}
      {(step.name === 'failed' || partial) && (
        <p className={styles.error} role="alert">
          {step.name === 'failed' ? step.message : partial}
        </p>
      )}
      {step.name === 'confirm' && (
        <Dialog
          title={t('offline.confirmTitle')}
          onClose={() => setStep({ name: 'idle' })}
          dismiss={{ label: t('offline.cancel') }}
          footer={
            <Button variant="primary" onClick={() => void download(step.urls)}>
              {t('offline.confirmYes')}
            </Button>
          }
        >
          <p>
            {step.bytes > 0 ? t('offline.confirmSize', { size: size(step.bytes) }) : t('offline.confirmCount', { count: step.urls.length })}
          </p>
        </Dialog>
      )}
    </div>
  );
}
