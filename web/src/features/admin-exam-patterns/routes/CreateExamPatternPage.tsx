import { useState } from 'react';
import { AdminHeader } from '../../../components/admin/AdminHeader';
import adminStyles from '../../../components/admin/Admin.module.css';
import { createExamPattern } from '../api/create-exam-pattern';
import { ExamPatternForm } from '../components/ExamPatternForm';
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
