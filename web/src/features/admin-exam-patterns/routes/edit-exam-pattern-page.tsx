import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { LoadingState } from '@/components/status-views';
import { useExamPattern } from '@/features/admin-exam-patterns/api/get-exam-pattern';
import { updateExamPattern } from '@/features/admin-exam-patterns/api/update-exam-pattern';
import { ExamPatternForm } from '@/features/admin-exam-patterns/components/exam-pattern-form';
import { formFromPattern, type ExamPatternPayload } from '@/features/admin-exam-patterns/lib/form';
import { LanguageSwitchedForm } from '@/components/admin/translations/language-switched-form';
import { Button } from '@/components/ui/button';

/** /edit-exam-pattern/{id}: loads the pattern (missing values fall back to defaults); the slug never follows the name. */
export default function EditExamPatternPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useExamPattern(id);
  const initial = useMemo(() => (data ? formFromPattern(data) : null), [data]);
  const save = useMemo(() => (payload: ExamPatternPayload) => updateExamPattern(id, payload), [id]);

  return (
    <>
      <AdminHeader title="Edit Exam Pattern" />
      <main className={adminStyles.main}>
        {isLoading || (!data && !error) ? (
          <LoadingState label="Loading exam pattern..." />
        ) : error || !initial ? (
          <>
            <p className={adminStyles.error} role="alert">
              Failed to load exam pattern data
            </p>
            <Button variant="secondary" to="/manage-exam-patterns">
              Back to Exam Patterns
            </Button>
          </>
        ) : (
          <LanguageSwitchedForm
            type="exam-patterns"
            id={id}
            english={<ExamPatternForm key={id} mode="edit" initial={initial} save={save} />}
          />
        )}
      </main>
    </>
  );
}
