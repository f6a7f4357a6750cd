import { Link } from 'react-router-dom';
import { useAdminSession } from './session';
import styles from './Admin.module.css';

/** Title, 'Back to Dashboard', the username and Logout: the top of every admin screen. */
export function AdminHeader({ title, backTo = '/dashboard', backLabel = 'Back to Dashboard' }: { title: string; backTo?: string | null; backLabel?: string }) {
  const { user, signOut } = useAdminSession();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <div>
          {backTo && (
            <Link to={backTo} className={styles.back}>
              ← {backLabel}
            </Link>
          )}
          <h1 className={styles.title}>{title}</h1>
        </div>
        <div className={styles.user}>
          <span>
            Welcome, <strong>{user.username}</strong>
          </span>
          <button type="button" className="btn btn-outline" onClick={signOut}>
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}
