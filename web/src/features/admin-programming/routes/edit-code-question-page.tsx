import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import { LoadedRecord } from '@/components/admin/loaded-record';
import adminStyles from '@/components/admin/admin.module.css';
import { updateCodeQuestion, useAdminCodeQuestion } from '@/features/admin-programming/api/code-questions';
import { useTopicChoices } from '@/features/admin-programming/api/topics';
import type { CodeQuestionPayload } from '@/features/admin-programming/api/types';
import { QuestionForm } from '@/features/admin-programming/components/question-form';
import { manageQuestionsPath } from '@/features/admin-programming/lib/paths';
import { formFromQuestion } from '@/features/admin-programming/lib/question-form';

/** /edit-code-question/{id}; a failure to load the topics leaves the picker empty (spec §3.4: only logged). */
export default function EditCodeQuestionPage() {
  const { id = '' } = useParams();
  const question = useAdminCodeQuestion(id);
  const { data } = question;
  const { data: topics, error: topicsError } = useTopicChoices();
  const initial = useMemo(() => (data ? formFromQuestion(data) : null), [data]);
  const save = useMemo(() => (payload: CodeQuestionPayload) => updateCodeQuestion(id, payload), [id]);
  const listPath = manageQuestionsPath();

  return (
    <>
      <AdminHeader title="Edit Code Question" backTo={listPath} backLabel="Back to Questions" />
      <main className={adminStyles.main}>
        <LoadedRecord
          response={question}
          loadingLabel="Loading question..."
          errorText="Failed to load question"
          back={{ to: listPath, label: 'Back to Questions' }}
        >
          {initial && (
            <QuestionForm
              key={id}
              mode="edit"
              initial={initial}
              save={save}
              topics={topicsError ? [] : topics?.topics}
              listPath={listPath}
            />
          )}
        </LoadedRecord>
      </main>
    </>
  );
}
