import { useState } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { createMockTest } from '@/features/admin-mock-tests/api/create-mock-test';
import { MockTestForm } from '@/features/admin-mock-tests/components/mock-test-form';
import { defaultMockTestForm } from '@/features/admin-mock-tests/lib/form';

/** /create-mock-test: the form with a new paper's defaults. */
export default function CreateMockTestPage() {
  const [initial] = useState(defaultMockTestForm);
  return (
    <>
      <AdminHeader title="Create Mock Test" backTo="/manage-mock-tests" backLabel="Back to Mock Tests" />
      <main className={adminStyles.main}>
        <MockTestForm mode="create" initial={initial} save={createMockTest} />
      </main>
    </>
  );
}
