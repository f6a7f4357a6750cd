import { useState } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { createTopic } from '@/features/admin-programming/api/topics';
import { MANAGE_TOPICS, TopicForm } from '@/features/admin-programming/components/topic-form';
import { emptyTopicForm } from '@/features/admin-programming/lib/topic-form';

/** /create-programming-topic. */
export default function CreateTopicPage() {
  const [initial] = useState(emptyTopicForm);
  return (
    <>
      <AdminHeader title="Create Programming Topic" backTo={MANAGE_TOPICS} backLabel="Back to Topics" />
      <main className={adminStyles.main}>
        <p>Add a new programming topic with code questions</p>
        <TopicForm mode="create" initial={initial} save={createTopic} />
      </main>
    </>
  );
}
