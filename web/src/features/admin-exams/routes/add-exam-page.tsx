import { Link } from 'react-router-dom';
import { useExamsForAdmin } from '@/api/exams';
import { AdminHeader } from '@/components/admin/admin-header';
import { NameListManager } from '@/components/admin/name-list-manager';
import adminStyles from '@/components/admin/admin.module.css';
import { addExam } from '@/features/admin-exams/api/add-exam';
import { deleteExam } from '@/features/admin-exams/api/delete-exam';
import { newExamProblem } from '@/features/admin-exams/lib/new-exam';

/** /add-exam: add an exam by name; list and delete exams (admin spec §2). */
export default function AddExamPage() {
  const { data, error, isLoading, mutate } = useExamsForAdmin();
  return (
    <>
      <AdminHeader title="Add Exam" />
      <main className={adminStyles.main}>
        <NameListManager
          noun="Exam"
          placeholder="e.g. SSC CGL"
          items={data?.map((exam) => ({ _id: exam._id, name: exam.exam_name }))}
          loading={isLoading}
          loadError={Boolean(error) && !data}
          onRetry={() => void mutate()}
          validate={(name) => newExamProblem({ exam_name: name })}
          onAdd={async (name) => {
            await addExam({ exam_name: name });
            void mutate();
          }}
          onDelete={async (id) => {
            await deleteExam(id);
            void mutate();
          }}
        />
        <p>
          <Link to="/manage-exams">Search, filter and page through all exams →</Link>
        </p>
      </main>
    </>
  );
}
