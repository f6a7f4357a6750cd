import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { StudentLocale } from '@exam-prep/contract/student/account';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { PROFILE_PATH, type StudentProfile } from '@/features/student/api/get-profile';
import { updateStudentProfile } from '@/features/student/api/update-profile';
import { changePassword } from '@/features/student/api/change-password';
import { studentLogoutEverywhere } from '@/features/student/api/logout-all';
import { exportStudentData } from '@/features/student/api/export-data';
import { deleteStudentAccount } from '@/features/student/api/delete-account';
import { announceAuthChange } from '@/features/student/api/student-request';
import { errorText } from '@/features/student/lib/error-text';
import { newPasswordProblem } from '@/features/student/lib/validation';
import { Notice } from './auth-card';
import { PasswordField, TextField } from './text-field';
import formStyles from './auth-card.module.css';
import styles from './dashboard.module.css';

/** The longest display name (contract DISPLAY_NAME_MAX). */
const DISPLAY_NAME_MAX = 40;

function Section({ title, danger, children }: { title: string; danger?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${styles.panel} ${danger ? '' : styles.highlight}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A call's outcome for the student: what the server said, or the error. */
type Outcome = { kind: 'success' | 'error'; text: string } | null;

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  return outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null;
}

/** Signs this browser out after the server ended the session(s): the top bar learns it at once. */
function useSignedOutHere() {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate(PROFILE_PATH, null, { revalidate: false });
    announceAuthChange();
  };
}

export function ProfileSection({ profile }: { profile: StudentProfile }) {
  const { t } = useI18n();
  const { mutate } = useSWRConfig();
  const [name, setName] = useState(profile.display_name ?? '');
  const [locale, setLocale] = useState<StudentLocale>(profile.locale);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const languageId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const trimmed = name.trim();
      const updated = await updateStudentProfile({ display_name: trimmed === '' ? null : trimmed, locale });
      await mutate(PROFILE_PATH, updated, { revalidate: false });
      setOutcome({ kind: 'success', text: t('student.account.profile.saved') });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('student.account.profile.title')}>
      <OutcomeNotice outcome={outcome} />
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('student.account.profile.displayName')}
          value={name}
          onValue={setName}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          hint={t('student.account.profile.displayNameHint', { default: `Student #${profile.public_number}` })}
        />
        <div className={formStyles.field}>
          <label className="field-label" htmlFor={languageId}>
            {t('student.account.profile.language')}
          </label>
          <select id={languageId} className="select" value={locale} onChange={(event) => setLocale(event.target.value as StudentLocale)}>
            <option value="en" lang="en">
              English
            </option>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
          </select>
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('student.account.profile.save')}
        </Button>
      </form>
    </Section>
  );
}

export function PasswordSection() {
  const { t } = useI18n();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const problem = !current ? 'student.errors.fillInAllFields' : newPasswordProblem(next, confirm);
    if (problem) return setOutcome({ kind: 'error', text: t(problem) });
    setBusy(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      setOutcome({ kind: 'success', text: t('student.server.passwordChanged') });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('student.account.password.title')}>
      <OutcomeNotice outcome={outcome} />
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField label={t('student.fields.currentPassword')} value={current} onValue={setCurrent} autoComplete="current-password" />
        <PasswordField
          label={t('student.fields.newPassword')}
          value={next}
          onValue={setNext}
          autoComplete="new-password"
          hint={t('student.fields.passwordHint')}
        />
        <PasswordField label={t('student.fields.confirmNewPassword')} value={confirm} onValue={setConfirm} autoComplete="new-password" />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('student.account.password.submit')}
        </Button>
      </form>
    </Section>
  );
}

export function SessionsSection() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const signedOutHere = useSignedOutHere();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    setOutcome(null);
    try {
      await studentLogoutEverywhere();
      await signedOutHere();
      navigate('/student/login', { replace: true });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(t, error) });
      setBusy(false);
    }
  }

  return (
    <Section title={t('student.account.sessions.title')}>
      <p>{t('student.account.sessions.text')}</p>
      <OutcomeNotice outcome={outcome} />
      <Button variant="secondary" onClick={() => void signOutEverywhere()} disabled={busy}>
        {t('student.account.sessions.submit')}
      </Button>
    </Section>
  );
}

/** The export as a file the browser saves (named with the day, so two downloads do not overwrite each other). */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DataSection({ username }: { username: string }) {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    setOutcome(null);
    try {
      const data = await exportStudentData();
      saveJson(data, `examprep-${username}-${new Date().toISOString().slice(0, 10)}.json`);
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('student.account.data.title')}>
      <p>{t('student.account.data.text')}</p>
      <OutcomeNotice outcome={outcome} />
      <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? t('student.account.data.busy') : t('student.account.data.submit')}
      </Button>
    </Section>
  );
}

export function DeleteSection() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const signedOutHere = useSignedOutHere();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!password) return setOutcome({ kind: 'error', text: t('student.errors.fillInAllFields') });
    setConfirming(true);
    // The question takes the focus, so a keyboard or screen-reader user meets it next.
    window.setTimeout(() => confirmRef.current?.focus(), 0);
  }

  async function deleteForGood() {
    setBusy(true);
    try {
      await deleteStudentAccount(password);
      await signedOutHere();
      navigate('/', { replace: true });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(t, error) });
      setConfirming(false);
      setBusy(false);
    }
  }

  return (
    <Section title={t('student.account.delete.title')} danger>
      <p>{t('student.account.delete.text')}</p>
      <OutcomeNotice outcome={outcome} />
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('student.account.delete.password')}
          value={password}
          onValue={setPassword}
          autoComplete="current-password"
        />
        {!confirming && (
          <Button type="submit" variant="danger">
            {t('student.account.delete.submit')}
          </Button>
        )}
      </form>
      {confirming && (
        <div ref={confirmRef} tabIndex={-1} role="group" aria-labelledby="delete-confirm" className={formStyles.form}>
          <p id="delete-confirm" className={`${formStyles.notice} ${formStyles.error}`}>
            {t('student.account.delete.confirm')}
          </p>
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => void deleteForGood()} disabled={busy} aria-busy={busy}>
              {busy ? t('student.account.delete.busy') : t('student.account.delete.yes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('student.account.delete.cancel')}
            </Button>
          </div>
        </div>
      )}
    </Section>
  );
}
