import { useState } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { createExamPattern } from '@/features/admin-exam-patterns/api/create-exam-pattern';
import { ExamPatternForm } from '@/features/admin-exam-patterns/components/exam-pattern-form';
import { defaultExamPatternForm } from '@/features/admin-exam-patterns/lib/form';

/** /create-exam-pattern: the full-page form with the spec's defaults. */
export default function CreateExamPatternPage() {
  const [initial] = useState(defaultExamPatternForm);
  return (
    <>
      <AdminHeader title="Create New Exam Pattern" />
      <main className={adminStyles.main}>
        <ExamPatternForm mode="create" initial={initial} save={createExamPattern} />
      </main>
    </>
  );
}
