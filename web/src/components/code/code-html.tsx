import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SafeHtml } from '@/components/safe-html';
import { useI18n } from '@/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { CopyButton } from './copy-button';
import styles from './code.module.css';

/** A code block's language as shown: 'python' → 'PYTHON'; none or 'text' → undefined (the catalog's 'code'). */
export const languageLabel = (language: string | null | undefined): string | undefined => {
  const name = (language ?? '').trim();
  return name && name.toLowerCase() !== 'text' ? name.toUpperCase() : undefined;
};

interface Slot {
  host: HTMLElement;
  pre: HTMLPreElement;
}

/**
 * Rich text of the public API whose code blocks the proxy highlighted (`<pre class="code-block"
 * data-language>` with hljs-* spans, coloured by code.module.css). The server's HTML shows each block with its
 * language (a CSS label); once hydrated, each `<pre>` gets a bar with its language and a Copy button, which
 * copies the block's text as shown.
 */
export function CodeHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [slots, setSlots] = useState<Slot[]>([]);

  useEffect(() => {
    const root = box.current;
    if (!hydrated || !root) return;
    const added = [...root.querySelectorAll('pre')].map((pre) => {
      const host = document.createElement('div');
      host.className = styles.bar!;
      pre.before(host);
      return { host, pre };
    });
    root.dataset.enhanced = 'true';
    setSlots(added);
    return () => {
      added.forEach(({ host }) => host.remove());
      delete root.dataset.enhanced;
      setSlots([]);
    };
  }, [hydrated, html]);

  return (
    <div ref={box} className={`${styles.html} ${className ?? ''}`}>
      <SafeHtml html={html} lang={lang} />
      {slots.map(({ host, pre }, index) => createPortal(<BlockBar pre={pre} />, host, `code-${index}`))}
    </div>
  );
}

function BlockBar({ pre }: { pre: HTMLPreElement }) {
  const { t } = useI18n();
  const label = languageLabel(pre.dataset.language);
  return (
    <>
      <span className={styles.language}>{label ?? t('code.code')}</span>
      <CopyButton text={() => pre.textContent ?? ''} what={label ? t('code.label', { language: label }) : t('code.code')} />
    </>
  );
}
