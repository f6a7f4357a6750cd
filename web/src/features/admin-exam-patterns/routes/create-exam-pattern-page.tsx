import { useState } from 'react';
import { AdminHeader } from '../../../components/admin/admin-header';
import adminStyles from '../../../components/admin/admin.module.css';
import { createExamPattern } from '../api/create-exam-pattern';
import { ExamPatternForm } from '../components/exam-pattern-form';
import { defaultExamPatternForm } from '../lib/form';

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
