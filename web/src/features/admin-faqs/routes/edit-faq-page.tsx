import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { LoadingState } from '@/components/status-views';
import { ApiError } from '@/lib/api';
import { updateFaq, useAdminFaq } from '@/features/admin-faqs/api/faqs';
import type { FaqPayload } from '@/features/admin-faqs/api/types';
import { FaqForm, MANAGE_FAQS } from '@/features/admin-faqs/components/faq-form';
import { emptyFaqForm, formFromFaq } from '@/features/admin-faqs/lib/form';

/** /edit-faq/{id}: the stored FAQ; when it cannot load, the error above an empty form (spec §2.4). */
export default function EditFaqPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useAdminFaq(id);
  const [empty] = useState(emptyFaqForm);
  const initial = useMemo(() => (data ? formFromFaq(data) : empty), [data, empty]);
  const save = useMemo(() => (payload: FaqPayload) => updateFaq(id, payload), [id]);
  const loadError = error ? (error instanceof ApiError && error.status === 404 ? 'FAQ not found' : 'Failed to load FAQ') : null;

  return (
    <>
      <AdminHeader title="Edit FAQ" backTo={MANAGE_FAQS} backLabel="Back to FAQs" />
      <main className={adminStyles.main}>
        {isLoading || (!data && !error) ? (
          <LoadingState label="Loading FAQ..." />
        ) : (
          <>
            <p>Update FAQ information</p>
            {loadError && (
              <p className={adminStyles.error} role="alert">
                {loadError}
              </p>
            )}
            <FaqForm key={data ? id : 'empty'} mode="edit" initial={initial} save={save} />
          </>
        )}
      </main>
    </>
  );
}
