import type { FormEvent, ReactNode, Ref } from 'react';
import { FlashMessage } from './flash-message';
import { FormSubmitBar } from './form-submit-bar';
import type { Flash } from './use-flash';
import type { SaveState } from './use-save-then-return';
import styles from './admin-form.module.css';

interface SaveFormProps {
  onSubmit: (event: FormEvent) => void;
  /** Leaves the checks to the form's own validation (its messages name the field). */
  noValidate?: boolean;
  /** useSaveThenReturn's answer, without its ref. */
  saving: { state: SaveState; message: Flash | null; cancel: () => void };
  messageRef: Ref<HTMLParagraphElement>;
  /** The form's accessible name ('Edit Cheatsheet') and its submit button's texts. */
  texts: { label: string; submit: string; busy: string };
  children: ReactNode;
}

/** A full-page admin form: the save's outcome above its sections, Cancel and submit below them. */
export function SaveForm({ onSubmit, noValidate, saving, messageRef, texts, children }: SaveFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate={noValidate} aria-label={texts.label}>
      <FlashMessage flash={saving.message} ref={messageRef} />
      {children}
      <FormSubmitBar state={saving.state} submitLabel={texts.submit} busyLabel={texts.busy} onCancel={saving.cancel} />
    </form>
  );
}
