import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import styles from './content-detail.module.css';

/*
 * The parts of a detail page of a topic of questions (an FAQ, a programming topic): each page passes its own texts,
 * pills and question cards.
 */

/** The page's frame: its head tags (Seo) first, the link back to the list, then the page's parts. */
export function DetailArticle({
  head,
  backTo,
  backLabel,
  children,
}: {
  head: ReactNode;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <article className={`container page ${styles.page}`}>
      {head}
      <Link to={backTo} className={styles.back}>
        {backLabel}
      </Link>
      {children}
    </article>
  );
}

interface DetailHeaderProps {
  title: string;
  description?: string | null;
  /** The record's language when it is not the page's (i18n/content-lang.ts). */
  lang?: string;
  /** An uploaded logo's address, shown above the title. */
  logo?: string | null;
  /** The row of pills: <Pill>s and chips. */
  pills: ReactNode;
  tags: string[];
  tagsLabel: string;
}

/** The gold-ruled header: logo, h1, description, a row of pills and the #tags. */
export function DetailHeader({ title, description, lang, logo, pills, tags, tagsLabel }: DetailHeaderProps) {
  return (
    <header className={styles.header}>
      {logo && <img className={styles.logo} src={logo} alt="" width={80} height={80} />}
      <h1 className={styles.title} lang={lang}>
        {title}
      </h1>
      {description && (
        <p className={styles.description} lang={lang}>
          {description}
        </p>
      )}
      <p className={styles.pills}>{pills}</p>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={tagsLabel} lang={lang}>
          {tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

/** A navy pill of the header (a count, a category); `featured` draws it gold. */
export function Pill({ featured = false, children }: { featured?: boolean; children: ReactNode }) {
  return <span className={featured ? `${styles.pill} ${styles.featured}` : styles.pill}>{children}</span>;
}

export interface QuestionEntry {
  id: string;
  /** The id of its card, which the table of contents links to. */
  anchor: string;
  /** Its plain text in the table of contents. */
  label: string;
  /** Its own language, when each question may differ. */
  lang?: string;
  /** Its card. */
  card: ReactNode;
}

interface QuestionsSectionProps {
  title: string;
  /** Said when there are no questions. */
  none: string;
  contentsTitle: string;
  /** The language of the whole table of contents, when all its questions share one. */
  contentsLang?: string;
  questions: QuestionEntry[];
}

/** The questions: an h2, a table of contents, then the numbered cards (or a line saying there are none). */
export function QuestionsSection({ title, none, contentsTitle, contentsLang, questions }: QuestionsSectionProps) {
  return (
    <section aria-labelledby="questions-heading" className={styles.questions}>
      <h2 id="questions-heading" className={styles.sectionTitle}>
        {title}
      </h2>
      {questions.length === 0 ? (
        <p className={styles.none}>{none}</p>
      ) : (
        <>
          <Card as="nav" className={styles.contents} aria-labelledby="contents-heading">
            <h3 id="contents-heading" className={styles.contentsTitle}>
              {contentsTitle}
            </h3>
            <ol lang={contentsLang}>
              {questions.map((question) => (
                <li key={question.id} lang={question.lang}>
                  <a href={`#${question.anchor}`}>{question.label}</a>
                </li>
              ))}
            </ol>
          </Card>
          <ol className={styles.list}>
            {questions.map((question) => (
              <li key={question.id}>{question.card}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** A question card's h3 (labelling the card): its number in a disc, then the question; `className` sets its margins. */
export function QuestionHeading({
  anchor,
  number,
  text,
  lang,
  className,
}: {
  anchor: string;
  number: number;
  text: string;
  lang?: string;
  className?: string;
}) {
  return (
    <h3 className={className ? `${styles.questionTitle} ${className}` : styles.questionTitle} id={`${anchor}-title`} lang={lang}>
      <span className={styles.badge} aria-hidden="true">
        {number}
      </span>
      <span>{text}</span>
    </h3>
  );
}
