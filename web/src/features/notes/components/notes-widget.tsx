import { Suspense, lazy, useCallback, useRef } from 'react';
import { useI18n } from '@/i18n/i18n';
import { loadFeatureMessages } from '@/i18n/load';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './notes-widget.module.css';

// The overlay (and, inside it, the rich-text editor) is fetched only when a student opens the notes, with its texts
// in the page's language.
const loadOverlay = () => Promise.all([import('./notes-overlay'), loadFeatureMessages('notes')]).then(([module]) => module);
const NotesOverlay = lazy(loadOverlay);

interface NotesWidgetProps {
  /** The notes panel is open (the layout holds it: a page's own button, such as the exam toolbar's, opens it too). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** false: no floating button (a page that has the whole screen, e.g. a running exam, opens the notes itself). */
  launcher?: boolean;
}

/** The floating 'My Notes' button on every public page, and the notes panel. Kept tiny: it is part of every page's load. */
export default function NotesWidget({ open, onOpenChange, launcher = true }: NotesWidgetProps) {
  const { t } = useI18n();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    onOpenChange(false);
    // Back to the floating button (after React has shown it again); opened from elsewhere, the panel's dialog
    // returns focus to that opener itself.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, [onOpenChange]);
  // Only in the browser, once hydrated: in the server's HTML the button would do nothing (a click before this
  // code arrives is lost, and without JavaScript it never works).
  const hydrated = useHydrated();
  if (!hydrated) return null;

  return (
    <>
      {launcher && (
        <button
          ref={buttonRef}
          type="button"
          className={`notes-fab ${styles.fab}`}
          aria-label={t('notesWidget.button')}
          aria-haspopup="dialog"
          title={t('notesWidget.button')}
          hidden={open}
          // Start fetching the overlay as soon as the student reaches for the button.
          onPointerEnter={loadOverlay}
          onFocus={loadOverlay}
          onClick={() => onOpenChange(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M5 3h10l4 4v5.2l-2 2V8h-3V5H5v14h6.2l-.7 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm2 6h7v2H7V9Zm0 4h5v2H7v-2Zm13.7-.3 1.6 1.6a1 1 0 0 1 0 1.4L16 22h-3v-3l6.3-6.3a1 1 0 0 1 1.4 0Z"
            />
          </svg>
        </button>
      )}
      {open && (
        <Suspense
          fallback={
            <div className={styles.pending} role="status">
              {t('notesWidget.opening')}
            </div>
          }
        >
          <NotesOverlay onClose={close} />
        </Suspense>
      )}
    </>
  );
}
