import { useState } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { addQuestion } from '@/features/admin-questions/api/add-question';
import { QuestionForm } from '@/features/admin-questions/components/question-form';
import { emptyQuestionDraft } from '@/features/admin-questions/lib/question-form';

/** /add-question: the question form, reset after each successful add (admin spec §2, §4). */
export default function AddQuestionPage() {
  const [initial] = useState(emptyQuestionDraft);
  return (
    <>
      <AdminHeader title="Add Question" />
      <main className={adminStyles.main}>
        <QuestionForm mode="add" initial={initial} send={addQuestion} />
      </main>
    </>
  );
}
