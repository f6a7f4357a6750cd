import { useRef, useState, type KeyboardEvent } from 'react';
import type { CodeBlock as CodeBlockData } from '@exam-prep/contract/public/programming';
import { CodeBlock } from '@/components/code/code-block';
import { useI18n } from '@/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { tabTitle } from '@/features/programming-topics/lib/topics';
import styles from './code-tabs.module.css';

/** The keys that move between tabs: the next, the previous, the first, the last (wrapping around). */
function nextTab(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * One solution in several languages as tabs (WAI-ARIA tabs with automatic activation: arrow keys, Home, End). Before
 * hydration every block shows, one under another, each with its own language bar: a page without JavaScript keeps
 * every solution. `id` names its tabs and panels: made from the question's anchor, the same on the server and in
 * the browser.
 */
export function CodeTabs({ id, blocks }: { id: string; blocks: CodeBlockData[] }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(event.key, selected, blocks.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      {hydrated && (
        <div role="tablist" aria-label={t('programming-topics.detail.solutions')} className={styles.list}>
          {blocks.map((block, index) => (
            <button
              key={index}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={index === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              {tabTitle(block)}
            </button>
          ))}
        </div>
      )}
      {blocks.map((block, index) => (
        <div
          key={index}
          role={hydrated ? 'tabpanel' : undefined}
          id={`${id}-panel-${index}`}
          aria-labelledby={hydrated ? `${id}-tab-${index}` : undefined}
          hidden={hydrated && index !== selected}
          className={styles.panel}
        >
          <CodeBlock code={block.code} html={block.code_html} language={block.language} label={block.label} bare={hydrated} />
        </div>
      ))}
    </div>
  );
}
