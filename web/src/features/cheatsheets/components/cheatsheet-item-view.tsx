import { SafeHtml } from '@/components/safe-html';
import type { CheatsheetItem } from '@/features/cheatsheets/api/types';
import { CodeBlock } from './code-block';
import styles from './cheatsheet-item-view.module.css';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';

interface CheatsheetItemViewProps {
  item: CheatsheetItem;
  /** The cheatsheet's language when it is not the page's (i18n/content-lang.ts). */
  lang?: string;
  number: number;
  anchor: string;
  showCategory: boolean;
}

/** One numbered item: title, description, category tag (only under 'All'), then its content by type. */
export function CheatsheetItemView({ item, number, anchor, showCategory, lang }: CheatsheetItemViewProps) {
  const headingId = `${anchor}-title`;
  return (
    <Card as="section" id={anchor} className={styles.item} aria-labelledby={headingId} lang={lang}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          <span className={styles.number}>{number}.</span> {item.title}
        </h2>
        {showCategory && item.category && <Badge>{item.category}</Badge>}
      </header>
      {item.description && <p className={styles.description}>{item.description}</p>}
      <ItemContent item={item} />
    </Card>
  );
}

function ItemContent({ item }: { item: CheatsheetItem }) {
  if (item.content_type === 'code') return <CodeBlock code={item.code ?? ''} language={item.language} />;
  if (item.content_type === 'text') return <SafeHtml className={`rich-text ${styles.text}`} html={item.text_content} />;
  const parts = item.mixed_content ?? [];
  return (
    <ul className={styles.parts}>
      {parts.map((part, index) => (
        <li key={index}>
          {part.type === 'code' ? (
            <CodeBlock code={part.content} language={part.language} />
          ) : (
            <SafeHtml className={`rich-text ${styles.text}`} html={part.content} />
          )}
        </li>
      ))}
    </ul>
  );
}
