import { useState } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { createFaq } from '@/features/admin-faqs/api/faqs';
import { FaqForm } from '@/features/admin-faqs/components/faq-form';
import { emptyFaqForm } from '@/features/admin-faqs/lib/form';

/** /create-faq. */
export default function CreateFaqPage() {
  const [initial] = useState(emptyFaqForm);
  return (
    <>
      <AdminHeader title="Create FAQ" />
      <main className={adminStyles.main}>
        <p>Create a new FAQ for topics or exams</p>
        <FaqForm mode="create" initial={initial} save={createFaq} />
      </main>
    </>
  );
}
