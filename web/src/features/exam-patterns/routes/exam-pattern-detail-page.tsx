import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Seo } from '../../../components/seo';
import { NotFoundPage, PageLoading } from '../../../components/page-states';
import { ErrorState } from '../../../components/status-views';
import { ApiError } from '../../../lib/api';
import { formatRupees } from '../../../lib/format';
import { useExamPattern } from '../api/get-exam-pattern';
import type { ExamPattern } from '../api/types';
import { ExamSections } from '../components/exam-sections';
import { LinkifiedText } from '../components/linkified-text';
import { ageLimitText, competitionTone, difficultyTone, markingLines } from '../lib/eligibility';
import styles from './exam-pattern-detail-page.module.css';

export default function ExamPatternDetailPage() {
  const { slug = '' } = useParams();
  const { data: pattern, error, isLoading, mutate } = useExamPattern(slug);

  if (isLoading && !error) {
    return <PageLoading label="Loading exam pattern..." />;
  }
  if (!pattern) {
    if (error instanceof ApiError && error.status !== 404) {
      return (
        <div className="container page">
          <Seo title="Exam Pattern" description="Exam pattern details." noindex />
          <ErrorState message="Failed to load this exam pattern. Please try again." onAction={() => void mutate()} />
        </div>
      );
    }
    return (
      <NotFoundPage
        title="Exam Pattern Not Found"
        message="The exam pattern you're looking for doesn't exist or has been removed."
        keywords={['exam pattern', 'syllabus']}
      >
        <Link to="/exam-patterns" className="btn btn-primary">
          Browse All Exam Patterns
        </Link>
      </NotFoundPage>
    );
  }
  return <PatternDetail pattern={pattern} />;
}

function PatternDetail({ pattern }: { pattern: ExamPattern }) {
  const marking = markingLines(pattern.marking_scheme);
  const eligibility = pattern.eligibility_criteria;
  const strategy = pattern.preparation_strategy;
  const age = ageLimitText(eligibility?.age_limit);

  return (
    <article className="container page">
      <Seo text={(meta) => meta.examPatternPageMeta(pattern)} />
      <Link to="/exam-patterns" className={`btn btn-outline no-print ${styles.back}`}>
        ← Back to Exam Patterns
      </Link>

      <header className={styles.header} style={pattern.exam_color ? { borderTopColor: pattern.exam_color } : undefined}>
        <div className={styles.badges}>
          <span className={styles.level}>{pattern.exam_level}</span>
          {pattern.featured && <span className={styles.featured}>★ Featured</span>}
          <span className={styles.views}>{pattern.views.toLocaleString('en-IN')} views</span>
        </div>
        <h1 className={styles.title}>{pattern.exam_name}</h1>
        {pattern.description && <p className={styles.description}>{pattern.description}</p>}
      </header>

      <ul className={styles.tiles} aria-label="Exam at a glance">
        <Tile value={pattern.total_questions} label="Questions" />
        <Tile value={pattern.total_marks} label="Marks" />
        <Tile value={pattern.duration} label="Minutes" />
        <Tile value={pattern.sections.length} label="Sections" />
      </ul>

      <div className={styles.twoColumns}>
        <Panel title="Marking Scheme">
          {pattern.marking_scheme ? (
            <dl className={styles.facts}>
              {marking.correct && <Fact label="Correct answer" value={marking.correct} />}
              <Fact label="Negative marking" value={marking.negative ?? 'Not specified'} />
            </dl>
          ) : (
            <p className={styles.muted}>Marking scheme not specified.</p>
          )}
        </Panel>
        <Panel title="Exam Details">
          <dl className={styles.facts}>
            {pattern.exam_mode && <Fact label="Mode" value={pattern.exam_mode} />}
            {pattern.exam_frequency && <Fact label="Frequency" value={pattern.exam_frequency} />}
            <Fact label="Application fee" value={formatRupees(pattern.application_fee)} />
            {pattern.language_options.length > 0 && <Fact label="Languages" value={pattern.language_options.join(', ')} />}
            {pattern.exam_official_website && /^https?:\/\//i.test(pattern.exam_official_website) && (
              <Fact
                label="Official website"
                value={
                  <a href={pattern.exam_official_website} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {pattern.exam_official_website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                }
              />
            )}
          </dl>
        </Panel>
      </div>

      <Panel title="Exam Sections">
        {pattern.sections.length > 0 ? <ExamSections sections={pattern.sections} /> : <p className={styles.muted}>No sections available</p>}
      </Panel>

      <Panel title="Eligibility Criteria">
        {eligibility ? (
          <dl className={styles.facts}>
            {age && <Fact label="Age limit" value={age} />}
            {eligibility.education_qualification && <Fact label="Education" value={eligibility.education_qualification} />}
            {eligibility.nationality && <Fact label="Nationality" value={eligibility.nationality} />}
            {eligibility.experience_required && <Fact label="Experience" value={eligibility.experience_required} />}
          </dl>
        ) : (
          <p className={styles.muted}>Eligibility criteria not specified.</p>
        )}
      </Panel>

      <Panel title="Preparation Strategy">
        {strategy ? (
          <div className={styles.strategy}>
            {strategy.recommended_study_time && (
              <p>
                <strong>Recommended study time:</strong> {strategy.recommended_study_time}
              </p>
            )}
            <StrategyList title="Important topics" items={strategy.important_topics} />
            <StrategyList title="Practice tips" items={strategy.practice_tips} />
            <StrategyList title="Reference books" items={strategy.reference_books} />
            <StrategyList title="Online resources" items={strategy.online_resources} linkify />
          </div>
        ) : (
          <p className={styles.muted}>Preparation strategy not specified.</p>
        )}
      </Panel>

      <ul className={styles.levels} aria-label="Difficulty, competition and scores">
        <LevelCard label="Difficulty" value={pattern.difficulty_level} tone={difficultyTone(pattern.difficulty_level)} />
        <LevelCard label="Competition" value={pattern.competition_level} tone={competitionTone(pattern.competition_level)} />
        <li className={`card ${styles.levelCard}`}>
          <span className={styles.levelLabel}>Average score</span>
          <span className={styles.levelValue}>{pattern.average_score || 'Not available'}</span>
          {pattern.success_rate && <span className={styles.levelNote}>Success rate: {pattern.success_rate}</span>}
        </li>
      </ul>

      {pattern.tags.length > 0 && (
        <section className={styles.tagsSection} aria-labelledby="tags-heading">
          <h2 id="tags-heading" className={styles.panelTitle}>
            Related Tags
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
    <li className={`card ${styles.tile}`}>
      <strong>{value}</strong>
      <span>{label}</span>
    </li>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function StrategyList({ title, items, linkify }: { title: string; items?: string[] | null; linkify?: boolean }) {
  if (!items || items.length === 0) return null;
  return (
    <div>
      <h3 className={styles.listTitle}>{title}</h3>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index}>{linkify ? <LinkifiedText text={item} /> : item}</li>
        ))}
      </ul>
    </div>
  );
}

function LevelCard({ label, value, tone }: { label: string; value: string | null; tone: 'low' | 'medium' | 'high' }) {
  return (
    <li className={`card ${styles.levelCard}`}>
      <span className={styles.levelLabel}>{label}</span>
      <span className={`${styles.levelValue} ${value ? styles[`tone_${tone}`] : ''}`}>{value || 'Not available'}</span>
    </li>
  );
}
