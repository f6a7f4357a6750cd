import { Link } from 'react-router-dom';
import type { ProgrammingTopicSummary } from '@exam-prep/contract/public/programming';
import { cardClass } from '@/components/ui/card';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { cardNumber } from '@/lib/numbering';
import { DifficultyChip } from './difficulty-chip';
import styles from './topic-card.module.css';

/** A topic's card; the whole card opens /programming-topics/{slug}. A featured card (`number` given) is numbered. */
export function TopicCard({ topic, number }: { topic: ProgrammingTopicSummary; number?: number }) {
  const { t, locale } = useI18n();
  const lang = contentLang(topic, locale);
  const featuredCard = number !== undefined;
  return (
    <Link to={`/programming-topics/${encodeURIComponent(topic.slug)}`} className={cardClass(styles.card)}>
      <span className={styles.top}>
        {featuredCard ? (
          <span className={styles.number} aria-hidden="true">
            {cardNumber(number)}
          </span>
        ) : (
          <CodeIcon />
        )}
        {topic.featured && <span className={styles.featured}>{t('programming-topics.list.featured')}</span>}
      </span>
      <span className={styles.title} lang={lang}>
        {topic.title}
      </span>
      <span className={styles.chips}>
        <span className={styles.category}>{topic.category}</span>
        {!featuredCard && <DifficultyChip level={topic.difficulty} />}
      </span>
      {topic.description && (
        <span className={styles.description} lang={lang}>
          {topic.description}
        </span>
      )}
      <span className={styles.foot}>
        <span className={styles.count}>{t('programming-topics.list.questions', { count: topic.question_count })}</span>
        <span className={styles.action} aria-hidden="true">
          {featuredCard ? t('programming-topics.list.viewQuestions') : t('programming-topics.list.view')} →
        </span>
      </span>
    </Link>
  );
}

const CodeIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
    <rect width="24" height="24" rx="6" fill="currentColor" />
    <path d="M9.5 8 5.5 12l4 4M14.5 8l4 4-4 4" stroke="#c0a063" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
  </svg>
);
