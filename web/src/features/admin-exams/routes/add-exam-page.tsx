import { Link } from 'react-router-dom';
import { useExamsForAdmin } from '../../../api/exams';
import { AdminHeader } from '../../../components/admin/admin-header';
import { NameListManager } from '../../../components/admin/name-list-manager';
import adminStyles from '../../../components/admin/admin.module.css';
import { addExam } from '../api/add-exam';
import { deleteExam } from '../api/delete-exam';

/** /add-exam: add an exam by name; list and delete exams (admin spec §2). */
export default function AddExamPage() {
  const { data, error, isLoading, mutate } = useExamsForAdmin();
  return (
    <>
      <AdminHeader title="Add Exam" />
      <main className={adminStyles.main}>
        <NameListManager
          formTitle="Add New Exam"
          fieldLabel="Exam name"
          placeholder="e.g. SSC CGL"
          submitLabel="Add Exam"
          listTitle="Existing Exams"
          messages={{
            required: 'Please enter an exam name',
            added: 'Exam added successfully!',
            addFailed: 'Failed to add exam. Please try again.',
            deleted: 'Exam deleted successfully!',
            deleteFailed: 'Failed to delete exam. Please try again.',
            loadFailed: 'Failed to load exams',
            empty: 'No exams yet. Add the first one.',
          }}
          items={data?.map((exam) => ({ id: exam._id, name: exam.exam_name }))}
          loading={isLoading}
          loadError={Boolean(error) && !data}
          onRetry={() => void mutate()}
          onAdd={async (name) => {
            await addExam({ exam_name: name });
            void mutate();
          }}
          onDelete={async (item) => {
            await deleteExam(item.id);
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
