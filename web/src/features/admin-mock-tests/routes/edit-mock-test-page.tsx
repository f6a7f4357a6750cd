import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { LoadingState } from '@/components/status-views';
import { ApiError } from '@/lib/api';
import { useAdminMockTest } from '@/features/admin-mock-tests/api/get-admin-mock-test';
import { updateMockTest } from '@/features/admin-mock-tests/api/update-mock-test';
import { MockTestForm } from '@/features/admin-mock-tests/components/mock-test-form';
import { formFromMockTest, type MockTestPayload } from '@/features/admin-mock-tests/lib/form';
import { LanguageSwitchedForm } from '@/components/admin/translations/language-switched-form';
import { Button } from '@/components/ui/button';

/** /edit-mock-test/{id}: the stored paper in the form; its slug never follows the title. */
export default function EditMockTestPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useAdminMockTest(id);
  const initial = useMemo(() => (data ? formFromMockTest(data) : null), [data]);
  const save = useMemo(() => (payload: MockTestPayload) => updateMockTest(id, payload), [id]);

  return (
    <>
      <AdminHeader title="Edit Mock Test" backTo="/manage-mock-tests" backLabel="Back to Mock Tests" />
      <main className={adminStyles.main}>
        {isLoading || (!data && !error) ? (
          <LoadingState label="Loading mock test..." />
        ) : error || !initial ? (
          <>
            <p className={adminStyles.error} role="alert">
              {error instanceof ApiError && error.status === 404 ? 'This mock test no longer exists' : 'Failed to load mock test data'}
            </p>
            <Button variant="secondary" to="/manage-mock-tests">
              Back to Mock Tests
            </Button>
          </>
        ) : (
          <LanguageSwitchedForm type="mock-tests" id={id} english={<MockTestForm key={id} mode="edit" initial={initial} save={save} />} />
        )}
      </main>
    </>
  );
}
