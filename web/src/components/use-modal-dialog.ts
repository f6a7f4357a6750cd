import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * A native <dialog> shown as a modal while the component is mounted: showModal() makes the page behind inert,
 * Escape (the dialog's cancel) calls onClose, Tab and Shift+Tab wrap at its ends instead of leaving for the
 * browser's own controls, the page behind does not scroll, and focus goes back to the opener on close;
 * closeOnBackdropPress: a press outside the dialog's box closes it too.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, onClose: () => void, { closeOnBackdropPress = false } = {}) {
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  // Layout effect: open before the first paint, so the closed dialog is never seen.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The dialog itself takes focus (not its first button), so a screen reader starts with its name.
    dialog.focus();

    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    // A close the page did not ask for (the browser may close a modal on a second Escape) still ends it. One whose
    // dialog is open again is stale: React's development double effect closed it and showed it again at once.
    const onNativeClose = () => {
      if (!dialog.open) closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // A press on the backdrop lands on the dialog itself, outside its box.
    const onMouseDown = (event: MouseEvent) => {
      if (closeOnBackdropPress && pressedOutside(dialog, event)) closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('mousedown', onMouseDown);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('mousedown', onMouseDown);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [dialogRef, closeOnBackdropPress]);
}

function pressedOutside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
