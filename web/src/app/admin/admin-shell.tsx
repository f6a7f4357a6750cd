import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { NoIndex } from '@/components/seo';
import { LoadingState } from '@/components/status-views';
import styles from '@/components/admin/admin.module.css';

/** Every admin route (login included): no public navigation, never indexed, loaded only by admins. */
export default function AdminShell() {
  return (
    <div className={styles.shell}>
      <NoIndex />
      <Suspense fallback={<LoadingState label="Loading..." />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
