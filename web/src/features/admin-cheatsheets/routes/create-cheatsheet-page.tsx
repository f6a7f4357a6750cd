import { useState } from 'react';
import { AdminHeader } from '../../../components/admin/admin-header';
import adminStyles from '../../../components/admin/admin.module.css';
import { createCheatsheet } from '../api/create-cheatsheet';
import { CheatsheetForm } from '../components/cheatsheet-form';
import { defaultCheatsheetForm } from '../lib/form';

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
