import { useState } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { createCheatsheet } from '@/features/admin-cheatsheets/api/create-cheatsheet';
import { CheatsheetForm } from '@/features/admin-cheatsheets/components/cheatsheet-form';
import { defaultCheatsheetForm } from '@/features/admin-cheatsheets/lib/form';

/** /create-cheatsheet. */
export default function CreateCheatsheetPage() {
  const [initial] = useState(defaultCheatsheetForm);
  return (
    <>
      <AdminHeader title="Create Cheatsheet" />
      <main className={adminStyles.main}>
        <CheatsheetForm mode="create" initial={initial} save={createCheatsheet} />
      </main>
    </>
  );
}
