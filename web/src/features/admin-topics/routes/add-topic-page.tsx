import { useTopicsForAdmin } from '../../../api/topics';
import { AdminHeader } from '../../../components/admin/admin-header';
import { NameListManager } from '../../../components/admin/name-list-manager';
import { StoredNameHint } from '../../../components/admin/stored-name-hint';
import adminStyles from '../../../components/admin/admin.module.css';
import { checkStoredName } from '../../../lib/stored-name';
import { titleCase } from '../../../lib/format';
import { addTopic } from '../api/add-topic';
import { deleteTopic } from '../api/delete-topic';

/** /add-topic: add a topic (stored as a slug, shown title-cased); list and delete topics (admin spec §2). */
export default function AddTopicPage() {
  const { data, error, isLoading, mutate } = useTopicsForAdmin();
  return (
    <>
      <AdminHeader title="Add Topic" />
      <main className={adminStyles.main}>
        <NameListManager
          formTitle="Add New Topic"
          fieldLabel="Topic name"
          placeholder="e.g. General Aptitude"
          submitLabel="Add Topic"
          listTitle="Existing Topics"
          messages={{
            required: 'Please enter a topic name',
            added: 'Topic added successfully!',
            addFailed: 'Failed to add topic. Please try again.',
            deleted: 'Topic deleted successfully!',
            deleteFailed: 'Failed to delete topic. Please try again.',
            loadFailed: 'Failed to load topics',
            empty: 'No topics yet. Add the first one.',
          }}
          items={data?.map((topic) => ({ id: topic._id, name: titleCase(topic.topic_name), detail: topic.topic_name }))}
          loading={isLoading}
          loadError={Boolean(error) && !data}
          onRetry={() => void mutate()}
          validate={(name) => {
            const check = checkStoredName(name, 'Topic');
            return check.state === 'invalid' ? check.message : null;
          }}
          renderHint={(name) => <StoredNameHint text={name} noun="Topic" example="General Aptitude" />}
          onAdd={async (name) => {
            await addTopic(name);
            void mutate();
          }}
          onDelete={async (item) => {
            await deleteTopic(item.id);
            void mutate();
          }}
        />
      </main>
    </>
  );
}
