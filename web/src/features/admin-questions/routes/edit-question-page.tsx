import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import { ErrorState, LoadingState } from '@/components/status-views';
import adminStyles from '@/components/admin/admin.module.css';
import { useQuestionToEdit } from '@/features/admin-questions/api/get-question-to-edit';
import { updateQuestion } from '@/features/admin-questions/api/update-question';
import { OpenReportsHint } from '@/features/admin-questions/components/open-reports-hint';
import { QuestionForm } from '@/features/admin-questions/components/question-form';
import { draftFromRecord } from '@/features/admin-questions/lib/question-form';
import { LanguageSwitchedForm } from '@/components/admin/translations/language-switched-form';

/**
 * /edit-question/{id}: the stored question in the form, under a hint when students' reports of a mistake in it are
 * open; after an update, the dashboard in 2 s (admin spec §2, §4).
 */
export default function EditQuestionPage() {
  const { id = '' } = useParams();
  const { record, error, loading, retry } = useQuestionToEdit(id);
  const initial = useMemo(() => (record ? draftFromRecord(record) : undefined), [record]);
  return (
    <>
      <AdminHeader title="Edit Question" />
      <main className={adminStyles.main}>
        {loading ? (
          <LoadingState />
        ) : error || !initial ? (
          <ErrorState message="Failed to load question data" onAction={retry} />
        ) : (
          <>
            <OpenReportsHint count={record?.open_reports} />
            <LanguageSwitchedForm
              type="questions"
              id={id}
              english={<QuestionForm key={id} mode="edit" initial={initial} send={(form) => updateQuestion(id, form)} />}
            />
          </>
        )}
      </main>
    </>
  );
}
