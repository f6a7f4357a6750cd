import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { createCodeQuestion } from '@/features/admin-programming/api/code-questions';
import { useTopicChoices } from '@/features/admin-programming/api/topics';
import { QuestionForm } from '@/features/admin-programming/components/question-form';
import { emptyQuestionForm } from '@/features/admin-programming/lib/question-form';
import { manageQuestionsPath } from '@/features/admin-programming/lib/paths';

/** /add-code-question[?topicId=]: the topic pre-selected; back to the list of that topic after saving. */
export default function AddCodeQuestionPage() {
  const [params] = useSearchParams();
  const topicId = params.get('topicId') ?? '';
  const [initial] = useState(() => emptyQuestionForm(topicId));
  const { data: topics, error } = useTopicChoices();
  const listPath = manageQuestionsPath(topicId);
  return (
    <>
      <AdminHeader title="Add Code Question" backTo={listPath} backLabel="Back to Questions" />
      <main className={adminStyles.main}>
        {error && (
          <p className={adminStyles.error} role="alert">
            Failed to load topics
          </p>
        )}
        <QuestionForm mode="create" initial={initial} save={createCodeQuestion} topics={error ? [] : topics?.topics} listPath={listPath} />
      </main>
    </>
  );
}
