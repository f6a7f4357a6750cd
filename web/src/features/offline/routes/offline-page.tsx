import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pathInLocale } from '@exam-prep/contract/page-locale';
import { Seo } from '@/components/seo';
import { EmptyState, LoadingState } from '@/components/status-views';
import { Button, buttonClass } from '@/components/ui/button';
import { Check, Field } from '@/components/ui/field';
import { Dialog } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { canKeepItems, KEPT_ITEMS_CHANGED_EVENT, listKeptItems, removeKeptItem, type KeptItem } from '@/features/offline/lib/kept-items';
import { setStudentDataSaver, useDataSaverSources } from '@/lib/data-saver';
import { formatBytes } from '@/features/offline/lib/format-bytes';
import { fallbackFrom } from '@/features/offline/lib/fallback-from';
import { MEDIA_BUDGET_CHOICES, readMediaSettings, saveMediaBudget } from '@/features/offline/api/media-settings';
import styles from './offline-page.module.css';

/**
 * /offline: what this device keeps, the space it takes, the media budget and data saver. The service worker also
 * shows it for an address it has nothing for (the app then reads /offline?from=…): "You are offline", Try again,
 * and the kept items as links. The server renders the frame and a loading state; the lists are read here.
 */
export default function OfflinePage() {
  const { t, href } = useI18n();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // Read after hydration only: the server's HTML (and the precached copy) never has it.
  const from = hydrated ? fallbackFrom(searchParams.get('from')) : undefined;
  const offline = hydrated && typeof navigator !== 'undefined' && navigator.onLine === false;

  return (
    <div className="container page">
      <Seo text={(meta) => meta.offlinePageMeta()} canonicalPath="/offline" />
      {from ? (
        <section className={styles.fallback} aria-labelledby="offline-heading">
          <h1 id="offline-heading" className="page-title">
            {offline ? t('offline.offlineHeading') : t('offline.unreachableHeading')}
          </h1>
          <p className="page-lead">{t('offline.offlineNotKept')}</p>
          {/* A full load, so the service worker answers it (from the network, or a kept copy). */}
          <a className={buttonClass({ variant: 'primary' })} href={href(from)}>
            {t('offline.tryAgain')}
          </a>
        </section>
      ) : (
        <>
          <h1 className="page-title">{t('offline.title')}</h1>
          <p className="page-lead">{t('offline.lead')}</p>
        </>
      )}
      <KeptItems fallback={Boolean(from)} />
      {!from && (
        <>
          <StorageSection />
          <DataSaverSection />
        </>
      )}
    </div>
  );
}

function KeptItems({ fallback }: { fallback: boolean }) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const [items, setItems] = useState<KeptItem[]>();
  const [asked, setAsked] = useState<KeptItem>();
  const [announcement, setAnnouncement] = useState('');
  const supported = hydrated && canKeepItems();

  const load = useCallback(() => {
    listKeptItems().then(setItems, () => setItems([]));
  }, []);
  useEffect(() => {
    if (!supported) return;
    load();
    window.addEventListener(KEPT_ITEMS_CHANGED_EVENT, load);
    return () => window.removeEventListener(KEPT_ITEMS_CHANGED_EVENT, load);
  }, [supported, load]);

  const confirmRemove = async (item: KeptItem) => {
    setAsked(undefined);
    await removeKeptItem(item.id);
    setAnnouncement(t('offline.removed', { title: item.title }));
  };

  let body;
  if (hydrated && !supported) body = <p>{t('offline.unsupported')}</p>;
  else if (!items) body = <LoadingState label={t('offline.loading')} />;
  else if (items.length === 0)
    body = (
      <EmptyState title={t('offline.emptyTitle')} message={t('offline.emptyMessage')}>
        <p className={styles.startLinks}>
          <Button to="/practice" variant="secondary">
            {t('nav.practice')}
          </Button>
          <Button to="/test-topics" variant="secondary">
            {t('nav.topicTests')}
          </Button>
          <Button to="/mock-tests" variant="secondary">
            {t('nav.mockTests')}
          </Button>
        </p>
      </EmptyState>
    );
  else {
    const total = items.reduce((sum, item) => sum + item.bytes, 0);
    body = (
      <>
        {fallback && <p>{t('offline.offlineKeptBelow')}</p>}
        <p className={styles.total}>{t('offline.keptTotal', { count: items.length, size: formatBytes(total, locale) })}</p>
        <ul className={styles.items} data-testid="kept-items">
          {items.map((item) => {
            const address = pathInLocale(item.path, item.locale);
            return (
              <li key={item.id} className={`card ${styles.item}`}>
                {/* Full loads: the service worker answers them from the kept copy when the network has nothing. */}
                <a className={styles.itemTitle} href={address} lang={item.locale === locale ? undefined : item.locale}>
                  {item.title}
                </a>
                <p className={styles.itemFacts}>
                  <span className={styles.kind}>{t(`offline.kind.${item.kind}`)}</span>
                  <span>{formatBytes(item.bytes, locale)}</span>
                  <span>{t('offline.keptSaved', { date: formatDate(item.savedAt, locale) })}</span>
                </p>
                <p className={styles.itemActions}>
                  <a
                    className={buttonClass({ variant: 'primary', size: 'sm' })}
                    href={address}
                    aria-label={`${t('offline.open')}: ${item.title}`}
                  >
                    {t('offline.open')}
                  </a>
                  <Button
                    variant="secondary"
                    size="sm"
                    className={styles.remove}
                    onClick={() => setAsked(item)}
                    aria-label={`${t('offline.remove')}: ${item.title}`}
                  >
                    {t('offline.remove')}
                  </Button>
                </p>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="kept-heading">
      <h2 id="kept-heading">{t('offline.keptHeading')}</h2>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {body}
      {asked && (
        <Dialog
          title={t('offline.removeTitle')}
          onClose={() => setAsked(undefined)}
          dismiss={{ label: t('offline.cancel') }}
          footer={
            <Button variant="danger" onClick={() => void confirmRemove(asked)}>
              {t('offline.removeConfirm')}
            </Button>
          }
        >
          <p>{t('offline.removeMessage', { title: asked.title })}</p>
        </Dialog>
      )}
    </section>
  );
}

const formatDate = (time: number, locale: string) =>
  new Date(time).toLocaleDateString(locale === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function StorageSection() {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const [estimate, setEstimate] = useState<{ usage?: number; quota?: number } | null>();
  const [media, setMedia] = useState<{ usedBytes: number; budgetBytes: number }>();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    const estimate = navigator.storage?.estimate ? navigator.storage.estimate() : Promise.reject(new Error('No storage estimate'));
    estimate.then(setEstimate, () => setEstimate(null));
    readMediaSettings().then(setMedia, () => undefined);
  }, [hydrated]);

  const chooseBudget = async (budgetBytes: number) => {
    await saveMediaBudget(budgetBytes);
    setMedia((current) => (current ? { ...current, budgetBytes } : current));
    setSaved(true);
  };

  const size = (bytes: number) => formatBytes(bytes, locale);
  return (
    <section className={styles.section} aria-labelledby="storage-heading">
      <h2 id="storage-heading">{t('offline.storageHeading')}</h2>
      {estimate === undefined ? (
        <LoadingState label={t('offline.loading')} />
      ) : estimate?.quota ? (
        <>
          <p>{t('offline.storageUsed', { used: size(estimate.usage ?? 0), quota: size(estimate.quota) })}</p>
          <meter className={styles.meter} min={0} max={estimate.quota} value={estimate.usage ?? 0} aria-hidden="true" />
        </>
      ) : (
        <p>{t('offline.storageUnknown')}</p>
      )}
      <h3>{t('offline.mediaHeading')}</h3>
      {media && (
        <>
          <p>{t('offline.mediaUsage', { used: size(media.usedBytes), budget: size(media.budgetBytes) })}</p>
          <Field label={t('offline.mediaBudget')}>
            {({ id }) => (
              <select
                id={id}
                className={`select ${styles.budget}`}
                value={MEDIA_BUDGET_CHOICES.includes(media.budgetBytes) ? media.budgetBytes : ''}
                onChange={(event) => void chooseBudget(Number(event.target.value))}
              >
                {!MEDIA_BUDGET_CHOICES.includes(media.budgetBytes) && <option value="">{size(media.budgetBytes)}</option>}
                {MEDIA_BUDGET_CHOICES.map((bytes) => (
                  <option key={bytes} value={bytes}>
                    {size(bytes)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p className={styles.note} aria-live="polite">
            {saved ? t('offline.mediaBudgetSaved', { budget: size(media.budgetBytes) }) : ''}
          </p>
        </>
      )}
    </section>
  );
}

function DataSaverSection() {
  const { t } = useI18n();
  const { system, student } = useDataSaverSources();
  return (
    <section className={styles.section} aria-labelledby="saver-heading">
      <h2 id="saver-heading">{t('offline.saverHeading')}</h2>
      <p>{t('offline.saverHelp')}</p>
      <Check label={t('offline.saverLabel')} checked={system || student} disabled={system} onChange={(on) => setStudentDataSaver(on)} />
      {system && <p className={styles.note}>{t('offline.saverBySystem')}</p>}
    </section>
  );
}
