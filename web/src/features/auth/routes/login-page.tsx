import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { login, profilePath } from '@/api/auth';
import { serverMessage } from '@/components/admin/server-message';
import styles from './login-page.module.css';
import { Button } from '@/components/ui/button';

/** How long 'Login successful! Redirecting...' shows before the dashboard (admin spec §9). */
const REDIRECT_AFTER_MS = 1500;

export default function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  const usernameId = useId();
  const passwordId = useId();

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (!username.trim() || !password) {
      setError('Please fill in all fields');
      return;
    }
    setBusy(true);
    try {
      await login(username.trim(), password);
      await mutate(profilePath, undefined, { revalidate: false });
      setSuccess('Login successful! Redirecting...');
      redirect.current = window.setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_AFTER_MS);
    } catch (caught) {
      setError(serverMessage(caught, 'Something went wrong. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <title>Admin Sign In | ExamPrep</title>
      <form className={styles.card} onSubmit={onSubmit} noValidate>
        <h1 className={styles.title}>Admin Sign In</h1>
        <p className={styles.lead}>Sign in to manage exams, questions, exam patterns and cheatsheets.</p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {success && (
          <p className={styles.success} role="status">
            {success}
          </p>
        )}
        <label className="field-label" htmlFor={usernameId}>
          Username
        </label>
        <input id={usernameId} className="input" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <label className="field-label" htmlFor={passwordId} style={{ marginTop: '1rem' }}>
          Password
        </label>
        <div className={styles.passwordRow}>
          <input
            id={passwordId}
            className="input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button
            variant="secondary"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            aria-controls={passwordId}
          >
            {showPassword ? 'Hide' : 'Show'}
          </Button>
        </div>
        <Button type="submit" className={styles.submit} disabled={busy}>
          {busy && !success ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </main>
  );
}
