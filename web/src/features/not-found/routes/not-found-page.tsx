import { Seo } from '@/components/seo';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="container page" style={{ textAlign: 'center', padding: '4rem 1rem' }}>
      <Seo text={(meta) => meta.notFoundPageMeta()} />
      <p style={{ fontSize: '4rem', margin: 0, color: 'var(--gold-text)', fontWeight: 800 }} aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{t('not-found.title')}</h1>
      <p className="page-lead">{t('not-found.lead')}</p>
      <Button to="/">{t('not-found.home')}</Button>
    </div>
  );
}
