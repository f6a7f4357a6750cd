import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { useI18n } from '@/i18n/i18n';
import styles from './landing-page.module.css';
import { Button } from '@/components/ui/button';
import { Card, cardClass } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-grid';

const FEATURES = [
  { icon: '📚', key: 'library' },
  { icon: '⏱️', key: 'testing' },
  { icon: '🎯', key: 'targeted' },
] as const;

const AREAS = [
  { to: '/practice/general-aptitude', key: 'aptitude' },
  { to: '/practice/logical-reasoning', key: 'reasoning' },
  { to: '/practice/computer-science', key: 'computerScience' },
] as const;

const BENEFITS = ['free', 'phone', 'device', 'trust'] as const;

export default function LandingPage() {
  const { t } = useI18n();
  return (
    <>
      <Seo text={(meta) => meta.homePageMeta()} />
      <section className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
          <h1>{t('landing.title')}</h1>
          <p className={styles.lead}>{t('landing.lead')}</p>
          <Button to="/practice" variant="accent">
            {t('landing.start')}
          </Button>
        </div>
      </section>

      <section className="container" aria-labelledby="features-heading">
        <h2 id="features-heading" className={styles.sectionTitle}>
          {t('landing.whyTitle')}
        </h2>
        <CardGrid min="16rem" stretch className={styles.cards}>
          {FEATURES.map((feature) => (
            <Card as="li" key={feature.key}>
              <span className={styles.icon} aria-hidden="true">
                {feature.icon}
              </span>
              <h3>{t(`landing.features.${feature.key}.title`)}</h3>
              <p>{t(`landing.features.${feature.key}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </section>

      <section className="container" aria-labelledby="areas-heading">
        <h2 id="areas-heading" className={styles.sectionTitle}>
          {t('landing.areasTitle')}
        </h2>
        <CardGrid min="16rem" stretch className={styles.cards}>
          {AREAS.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className={cardClass(styles.areaCard)}>
                <h3>{t(`landing.areas.${area.key}.title`)}</h3>
                <p>{t(`landing.areas.${area.key}.text`)}</p>
                <span className={styles.cue}>{t('landing.startPractising')}</span>
              </Link>
            </li>
          ))}
        </CardGrid>
      </section>

      <section className={`container ${styles.closing}`} aria-labelledby="closing-heading">
        <Card className={styles.closingCard}>
          <h2 id="closing-heading">{t('landing.readyTitle')}</h2>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{t(`landing.benefits.${benefit}`)}</li>
            ))}
          </ul>
          <Button to="/practice">{t('landing.browseTopics')}</Button>
        </Card>
      </section>
    </>
  );
}
