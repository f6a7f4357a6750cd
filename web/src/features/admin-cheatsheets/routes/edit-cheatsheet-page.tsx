import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { LoadingState } from '@/components/status-views';
import { useAdminCheatsheet } from '@/features/admin-cheatsheets/api/get-admin-cheatsheet';
import { updateCheatsheet } from '@/features/admin-cheatsheets/api/update-cheatsheet';
import { CheatsheetForm } from '@/features/admin-cheatsheets/components/cheatsheet-form';
import { formFromCheatsheet, type CheatsheetPayload } from '@/features/admin-cheatsheets/lib/form';
import { LanguageSwitchedForm } from '@/components/admin/translations/language-switched-form';
import { Button } from '@/components/ui/button';

/** /edit-cheatsheet/{id}: the stored sheet, items sorted by order; the slug never follows the title. */
export default function EditCheatsheetPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useAdminCheatsheet(id);
  const initial = useMemo(() => (data ? formFromCheatsheet(data) : null), [data]);
  const save = useMemo(() => (payload: CheatsheetPayload) => updateCheatsheet(id, payload), [id]);

  return (
    <>
      <AdminHeader title="Edit Cheatsheet" />
      <main className={adminStyles.main}>
        {isLoading || (!data && !error) ? (
          <LoadingState label="Loading cheatsheet..." />
        ) : error || !initial ? (
          <>
            <p className={adminStyles.error} role="alert">
              Failed to load cheatsheet
            </p>
            <Button variant="secondary" to="/manage-cheatsheets">
              Back to Cheatsheets
            </Button>
          </>
        ) : (
          <LanguageSwitchedForm
            type="cheatsheets"
            id={id}
            english={<CheatsheetForm key={id} mode="edit" initial={initial} save={save} />}
          />
        )}
      </main>
    </>
  );
}
