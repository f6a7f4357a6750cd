import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n/i18n';
import styles from './code.module.css';

/** How long 'Copied' shows after a copy. */
export const COPY_FEEDBACK_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the old way (an insecure origin or a browser that refuses).
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch {
    return false;
  }
}

/**
 * 'Copy' → 'Copied' for 2 seconds (a second click restarts them). `text`: what is copied, or a function reading it
 * when clicked (a block of server-rendered HTML: its text as shown). `what` names it for screen readers.
 */
export function CopyButton({ text, what }: { text: string | (() => string); what?: string }) {
  const { t } = useI18n();
  const [copiedAt, setCopiedAt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copiedAt) return;
    const timer = setTimeout(() => setCopiedAt(0), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const onClick = async () => {
    const ok = await copyText(typeof text === 'function' ? text() : text);
    setFailed(!ok);
    setCopiedAt(ok ? Date.now() : 0);
  };

  const copied = copiedAt !== 0;
  return (
    <>
      <button
        type="button"
        className={`no-print ${styles.copy} ${copied ? styles.copied : ''}`}
        onClick={onClick}
        aria-label={copied ? undefined : t('code.copyLabel', { what: what ?? t('code.code') })}
      >
        {copied ? t('code.copied') : t('code.copy')}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('code.copiedStatus') : failed ? t('code.failed') : ''}
      </span>
    </>
  );
}
