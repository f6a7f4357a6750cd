import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import { LoadedRecord } from '@/components/admin/loaded-record';
import adminStyles from '@/components/admin/admin.module.css';
import { updateTopic, useAdminTopic } from '@/features/admin-programming/api/topics';
import type { TopicPayload } from '@/features/admin-programming/api/types';
import { MANAGE_TOPICS, TopicForm } from '@/features/admin-programming/components/topic-form';
import { formFromTopic } from '@/features/admin-programming/lib/topic-form';

/** /edit-programming-topic/{id}: the stored topic; the slug stays locked until Edit is pressed. */
export default function EditTopicPage() {
  const { id = '' } = useParams();
  const topic = useAdminTopic(id);
  const { data } = topic;
  const initial = useMemo(() => (data ? formFromTopic(data) : null), [data]);
  const save = useMemo(() => (payload: TopicPayload) => updateTopic(id, payload), [id]);

  return (
    <>
      <AdminHeader title="Edit Programming Topic" backTo={MANAGE_TOPICS} backLabel="Back to Topics" />
      <main className={adminStyles.main}>
        <LoadedRecord
          response={topic}
          loadingLabel="Loading topic..."
          errorText="Failed to load topic"
          back={{ to: MANAGE_TOPICS, label: 'Back to Topics' }}
        >
          {initial && <TopicForm key={id} mode="edit" initial={initial} save={save} />}
        </LoadedRecord>
      </main>
    </>
  );
}
