import { Link } from 'react-router-dom';
import { useAdminSession } from './session';
import styles from './admin.module.css';
import { Button } from '@/components/ui/button';

interface AdminHeaderProps {
  title: string;
  /** The browser-tab title's screen name when it differs from the heading ('Manage Questions | ExamPrep Admin'). */
  tabTitle?: string;
  backTo?: string | null;
  backLabel?: string;
}

/**
 * Title, 'Back to Dashboard', the username and Logout: the top of every admin screen. It also sets the browser-tab
 * title ('Add Exam | ExamPrep Admin'; React 19 hoists <title> into <head>), so no admin screen goes without one.
 */
export function AdminHeader({ title, tabTitle = title, backTo = '/dashboard', backLabel = 'Back to Dashboard' }: AdminHeaderProps) {
  const { user, signOut } = useAdminSession();
  return (
    <header className={styles.header}>
      <title>{`${tabTitle} | ExamPrep Admin`}</title>
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
          <Button variant="secondary" onClick={signOut}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
