import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { LoadingState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { updateTopic, useAdminTopic } from '@/features/admin-programming/api/topics';
import type { TopicPayload } from '@/features/admin-programming/api/types';
import { MANAGE_TOPICS, TopicForm } from '@/features/admin-programming/components/topic-form';
import { formFromTopic } from '@/features/admin-programming/lib/topic-form';

/** /edit-programming-topic/{id}: the stored topic; the slug stays locked until Edit is pressed. */
export default function EditTopicPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useAdminTopic(id);
  const initial = useMemo(() => (data ? formFromTopic(data) : null), [data]);
  const save = useMemo(() => (payload: TopicPayload) => updateTopic(id, payload), [id]);

  return (
    <>
      <AdminHeader title="Edit Programming Topic" backTo={MANAGE_TOPICS} backLabel="Back to Topics" />
      <main className={adminStyles.main}>
        {isLoading || (!data && !error) ? (
          <LoadingState label="Loading topic..." />
        ) : error || !initial ? (
          <>
            <p className={adminStyles.error} role="alert">
              Failed to load topic
            </p>
            <Button variant="secondary" to={MANAGE_TOPICS}>
              Back to Topics
            </Button>
          </>
        ) : (
          <TopicForm key={id} mode="edit" initial={initial} save={save} />
        )}
      </main>
    </>
  );
}
