import styles from './link-card.module.css';

/** A link card's row of #tags (those given); nothing without any. */
export function CardTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <span className={styles.cardTags}>
      {tags.map((tag) => (
        <span key={tag} className={styles.cardTag}>
          #{tag}
        </span>
      ))}
    </span>
  );
}
