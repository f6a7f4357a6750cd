import { ErrorState } from '@/components/status-views';
import { useI18n } from '@/i18n/i18n';

/** Shown when a page's code cannot load (e.g. a new deploy replaced its chunk, or the network dropped). */
export function RouteError() {
  const { t } = useI18n();
  return (
    <main className="container page">
      <ErrorState message={t('states.pageNotLoaded')} onAction={() => window.location.reload()} />
    </main>
  );
}
