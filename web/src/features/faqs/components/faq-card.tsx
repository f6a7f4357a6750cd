import { Link } from 'react-router-dom';
import type { FaqSummary } from '@exam-prep/contract/public/faqs';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { uploadUrl } from '@/lib/format';
import { cardClass } from '@/components/ui/card';
import { CardTags } from '@/components/ui/card-tags';
import { cardNumber } from '@/lib/numbering';
import { CARD_TAG_LIMIT } from '@/features/faqs/lib/faqs';
import styles from './faq-card.module.css';

/** An FAQ's card; the whole card opens /faqs/{slug}. A featured card (`number` given) is numbered 01, 02, … */
export function FaqCard({ faq, number }: { faq: FaqSummary; number?: number }) {
  const { t, locale } = useI18n();
  const lang = contentLang(faq, locale);
  const logo = uploadUrl(faq.logo_url);
  return (
    <Link to={`/faqs/${encodeURIComponent(faq.slug)}`} className={cardClass(styles.card)}>
      <span className={styles.top}>
        {logo ? <img className={styles.logo} src={logo} alt="" width={44} height={44} loading="lazy" decoding="async" /> : <HelpIcon />}
        {number !== undefined && (
          <span className={styles.number} aria-hidden="true">
            {cardNumber(number)}
          </span>
        )}
        {faq.featured && <span className={styles.featured}>{t('faqs.list.featured')}</span>}
      </span>
      <span className={styles.title} lang={lang}>
        {faq.topic_title}
      </span>
      {faq.description && (
        <span className={styles.description} lang={lang}>
          {faq.description}
        </span>
      )}
      <CardTags tags={faq.tags.slice(0, CARD_TAG_LIMIT)} />
      <span className={styles.action} aria-hidden="true">
        {number !== undefined ? t('faqs.list.viewAnswers') : t('faqs.list.view')} →
      </span>
    </Link>
  );
}

const HelpIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" width="44" height="44" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="11" fill="currentColor" />
    <path
      d="M9.2 9.3a2.9 2.9 0 0 1 5.6 1c0 1.9-2.8 2.3-2.8 4.1M12 17.6h.01"
      stroke="#fff"
      strokeWidth="2"
      strokeLinecap="round"
      fill="none"
    />
  </svg>
);
