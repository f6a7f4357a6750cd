import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { NotFoundPage, PageLoading } from '@/components/page-states';
import { ErrorState } from '@/components/status-views';
import { contentLang } from '@/i18n/content-lang';
import { choiceText, useI18n } from '@/i18n/i18n';
import { ApiError } from '@/lib/api';
import { formatRupees } from '@/lib/format';
import { useExamPattern } from '@/features/exam-patterns/api/get-exam-pattern';
import type { ExamPattern } from '@/features/exam-patterns/api/types';
import { ExamSections } from '@/features/exam-patterns/components/exam-sections';
import { LinkifiedText } from '@/features/exam-patterns/components/linkified-text';
import { ageLimitText, competitionTone, difficultyTone, markingLines } from '@/features/exam-patterns/lib/eligibility';
import styles from './exam-pattern-detail-page.module.css';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export default function ExamPatternDetailPage() {
  const { slug = '' } = useParams();
  const { data: pattern, error, isLoading, mutate } = useExamPattern(slug);
  const { t } = useI18n();

  if (isLoading && !error) {
    return <PageLoading label={t('exam-patterns.detail.loading')} />;
  }
  if (!pattern) {
    if (error instanceof ApiError && error.status !== 404) {
      return (
        <div className="container page">
          <Seo title={t('exam-patterns.detail.errorTitle')} description={t('exam-patterns.detail.errorDescription')} noindex />
          <ErrorState message={t('exam-patterns.detail.failed')} onAction={() => void mutate()} />
        </div>
      );
    }
    return (
      <NotFoundPage
        title={t('exam-patterns.detail.notFoundTitle')}
        message={t('exam-patterns.detail.notFoundMessage')}
        keywords={['exam pattern', 'syllabus']}
      >
        <Button to="/exam-patterns">{t('exam-patterns.detail.browse')}</Button>
      </NotFoundPage>
    );
  }
  return <PatternDetail pattern={pattern} />;
}

function PatternDetail({ pattern }: { pattern: ExamPattern }) {
  const { t, locale } = useI18n();
  const marking = markingLines(pattern.marking_scheme, t);
  const eligibility = pattern.eligibility_criteria;
  const strategy = pattern.preparation_strategy;
  const age = ageLimitText(eligibility?.age_limit, t);
  // A pattern not yet translated shows its own texts in English on a Hindi page.
  const lang = contentLang(pattern, locale);
  const value = (group: string, stored: string | null | undefined) => choiceText(t, `exam-patterns.values.${group}`, stored);

  return (
    <article className="container page">
      <Seo text={(meta) => meta.examPatternPageMeta(pattern)} />
      <Button to="/exam-patterns" variant="secondary" className={`no-print ${styles.back}`}>
        {t('exam-patterns.detail.back')}
      </Button>

      <header className={styles.header} style={pattern.exam_color ? { borderTopColor: pattern.exam_color } : undefined}>
        <div className={styles.badges}>
          <span className={styles.level}>{value('level', pattern.exam_level)}</span>
          {pattern.featured && <span className={styles.featured}>{t('exam-patterns.detail.featured')}</span>}
          <span className={styles.views}>{t('exam-patterns.detail.views', { count: pattern.views.toLocaleString('en-IN') })}</span>
        </div>
        <h1 className={styles.title} lang={lang}>
          {pattern.exam_name}
        </h1>
        {pattern.description && (
          <p className={styles.description} lang={lang}>
            {pattern.description}
          </p>
        )}
      </header>

      <ul className={styles.tiles} aria-label={t('exam-patterns.detail.glance')}>
        <Tile value={pattern.total_questions} label={t('exam-patterns.detail.questions')} />
        <Tile value={pattern.total_marks} label={t('exam-patterns.detail.marks')} />
        <Tile value={pattern.duration} label={t('exam-patterns.detail.minutes')} />
        <Tile value={pattern.sections.length} label={t('exam-patterns.detail.sections')} />
      </ul>

      <div className={styles.twoColumns}>
        <Panel id="marking-scheme" title={t('exam-patterns.detail.marking')}>
          {pattern.marking_scheme ? (
            <dl className={styles.facts}>
              {marking.correct && <Fact label={t('exam-patterns.detail.correctAnswer')} value={marking.correct} />}
              <Fact label={t('exam-patterns.detail.negativeMarking')} value={marking.negative ?? t('exam-patterns.detail.notSpecified')} />
            </dl>
          ) : (
            <p className={styles.muted}>{t('exam-patterns.detail.markingNotSpecified')}</p>
          )}
        </Panel>
        <Panel id="exam-details" title={t('exam-patterns.detail.details')}>
          <dl className={styles.facts}>
            {pattern.exam_mode && <Fact label={t('exam-patterns.detail.mode')} value={value('mode', pattern.exam_mode)} />}
            {pattern.exam_frequency && (
              <Fact label={t('exam-patterns.detail.frequency')} value={value('frequency', pattern.exam_frequency)} />
            )}
            <Fact label={t('exam-patterns.detail.fee')} value={formatRupees(pattern.application_fee)} />
            {pattern.language_options.length > 0 && (
              <Fact label={t('exam-patterns.detail.languages')} value={pattern.language_options.join(', ')} />
            )}
            {pattern.exam_official_website && /^https?:\/\//i.test(pattern.exam_official_website) && (
              <Fact
                label={t('exam-patterns.detail.website')}
                value={
                  <a href={pattern.exam_official_website} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {pattern.exam_official_website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                    <span className="visually-hidden">{t('exam-patterns.detail.newTab')}</span>
                  </a>
                }
              />
            )}
          </dl>
        </Panel>
      </div>

      <Panel id="exam-sections" title={t('exam-patterns.detail.examSections')}>
        {pattern.sections.length > 0 ? (
          <ExamSections sections={pattern.sections} lang={lang} />
        ) : (
          <p className={styles.muted}>{t('exam-patterns.detail.noSections')}</p>
        )}
      </Panel>

      <Panel id="eligibility-criteria" title={t('exam-patterns.detail.eligibility')}>
        {eligibility ? (
          <dl className={styles.facts}>
            {age && <Fact label={t('exam-patterns.detail.age')} value={age} />}
            {eligibility.education_qualification && (
              <Fact label={t('exam-patterns.detail.education')} value={eligibility.education_qualification} lang={lang} />
            )}
            {eligibility.nationality && <Fact label={t('exam-patterns.detail.nationality')} value={eligibility.nationality} lang={lang} />}
            {eligibility.experience_required && (
              <Fact label={t('exam-patterns.detail.experience')} value={eligibility.experience_required} lang={lang} />
            )}
          </dl>
        ) : (
          <p className={styles.muted}>{t('exam-patterns.detail.eligibilityNotSpecified')}</p>
        )}
      </Panel>

      <Panel id="preparation-strategy" title={t('exam-patterns.detail.strategy')}>
        {strategy ? (
          <div className={styles.strategy}>
            {strategy.recommended_study_time && (
              <p>
                <strong>{t('exam-patterns.detail.studyTime')}</strong> <span lang={lang}>{strategy.recommended_study_time}</span>
              </p>
            )}
            <StrategyList title={t('exam-patterns.detail.topics')} items={strategy.important_topics} lang={lang} />
            <StrategyList title={t('exam-patterns.detail.tips')} items={strategy.practice_tips} lang={lang} />
            <StrategyList title={t('exam-patterns.detail.books')} items={strategy.reference_books} lang={lang} />
            <StrategyList title={t('exam-patterns.detail.resources')} items={strategy.online_resources} lang={lang} linkify />
          </div>
        ) : (
          <p className={styles.muted}>{t('exam-patterns.detail.strategyNotSpecified')}</p>
        )}
      </Panel>

      <ul className={styles.levels} aria-label={t('exam-patterns.detail.levels')}>
        <LevelCard
          label={t('exam-patterns.detail.difficulty')}
          value={value('difficulty', pattern.difficulty_level)}
          tone={difficultyTone(pattern.difficulty_level)}
        />
        <LevelCard
          label={t('exam-patterns.detail.competition')}
          value={value('competition', pattern.competition_level)}
          tone={competitionTone(pattern.competition_level)}
        />
        <Card as="li" className={styles.levelCard}>
          <span className={styles.levelLabel}>{t('exam-patterns.detail.averageScore')}</span>
          <span className={styles.levelValue}>{pattern.average_score || t('exam-patterns.detail.notAvailable')}</span>
          {pattern.success_rate && (
            <span className={styles.levelNote}>{t('exam-patterns.detail.successRate', { rate: pattern.success_rate })}</span>
          )}
        </Card>
      </ul>

      {pattern.tags.length > 0 && (
        <section className={styles.tagsSection} aria-labelledby="tags-heading">
          <h2 id="tags-heading" className={styles.panelTitle}>
            {t('exam-patterns.detail.tags')}
          </h2>
          <ul className={styles.tags}>
            {pattern.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function Tile({ value, label }: { value: number; label: string }) {
  return (
    <Card as="li" className={styles.tile}>
      <strong>{value}</strong>
      <span>{label}</span>
    </Card>
  );
}

/** A titled card; `id` names its heading (the same in every language). */
function Panel({ id: name, title, children }: { id: string; title: string; children: ReactNode }) {
  const id = `panel-${name}`;
  return (
    <Card as="section" className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Fact({ label, value, lang }: { label: string; value: ReactNode; lang?: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd lang={lang}>{value}</dd>
    </div>
  );
}

function StrategyList({ title, items, linkify, lang }: { title: string; items?: string[] | null; linkify?: boolean; lang?: string }) {
  if (!items || items.length === 0) return null;
  return (
    <div>
      <h3 className={styles.listTitle}>{title}</h3>
      <ul className={styles.list} lang={lang}>
        {items.map((item, index) => (
          <li key={index}>{linkify ? <LinkifiedText text={item} /> : item}</li>
        ))}
      </ul>
    </div>
  );
}

function LevelCard({ label, value, tone }: { label: string; value: string | null; tone: 'low' | 'medium' | 'high' }) {
  const { t } = useI18n();
  return (
    <Card as="li" className={styles.levelCard}>
      <span className={styles.levelLabel}>{label}</span>
      <span className={`${styles.levelValue} ${value ? styles[`tone_${tone}`] : ''}`}>
        {value || t('exam-patterns.detail.notAvailable')}
      </span>
    </Card>
  );
}
