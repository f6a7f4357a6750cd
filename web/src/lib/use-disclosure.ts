import { useEffect, useRef, useState } from 'react';

/**
 * A <details> disclosure in the site bar that, once hydrated, closes like a menu: on a new page (`page` changed,
 * noticed while rendering), on a press outside it, and on Escape, which gives the focus back to its <summary> when
 * the focus was inside. Without JavaScript the native disclosure still opens and closes.
 */
export function useDisclosure(page: string) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);

  const [openedAt, setOpenedAt] = useState(page);
  if (openedAt !== page) {
    setOpenedAt(page);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      if (details.current?.contains(document.activeElement)) details.current.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, setOpen, details };
}
