import { useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { Notice } from '@/features/student/components/auth-card';
import { TextField } from '@/features/student/components/text-field';
import { errorText } from '@/features/student/lib/error-text';
import { EMAIL_PATTERN } from '@/features/student/lib/validation';
import styles from '@/features/student/components/auth-card.module.css';

interface EmailRequestFormProps {
  /** The call that mails the address (the server answers alike for any address). */
  send: (email: string) => Promise<unknown>;
  submitLabel: string;
  /** Shown once the call has answered. */
  sentNotice: ReactNode;
  /** Shown when the call fails without a message of the server's. */
  failedText?: string;
  /** Refuse an address that is not x@y.z before asking the server. */
  checkFormat?: boolean;
  /** The button stays disabled after a success (the pages); else another address may be tried (a box on a page). */
  once?: boolean;
}

/** One email address, sent to a call that mails it a link: forgot password, resend verification. */
export function EmailRequestForm({ send, submitLabel, sentNotice, failedText, checkFormat = false, once = true }: EmailRequestFormProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || (once && sent)) return;
    setError('');
    setSent(false);
    const address = email.trim();
    if (!address) return setError(t('student.errors.enterEmail'));
    if (checkFormat && !EMAIL_PATTERN.test(address)) return setError(t('student.errors.emailInvalid'));
    setBusy(true);
    try {
      await send(address);
      setSent(true);
    } catch (caught) {
      setError(errorText(t, caught, failedText));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Notice kind="error">{error}</Notice>
      {sent && <Notice kind="success">{sentNotice}</Notice>}
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('student.fields.emailAddress')}
          type="email"
          value={email}
          onValue={(value) => {
            setEmail(value);
            setError('');
          }}
          autoComplete="email"
        />
        <Button type="submit" className={styles.submit} disabled={!hydrated || busy || (once && sent)} aria-busy={busy}>
          {busy ? t('student.verify.sending') : submitLabel}
        </Button>
      </form>
    </>
  );
}
