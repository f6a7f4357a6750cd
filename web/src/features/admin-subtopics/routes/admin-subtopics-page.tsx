import { useState } from 'react';
import { Link } from 'react-router-dom';
import { mutate as mutateGlobal } from 'swr';
import { allSubtopicsForAdminKey, type Subtopic } from '@/api/subtopics';
import { useTopicsForAdmin } from '@/api/topics';
import { AdminHeader } from '@/components/admin/admin-header';
import { DeleteButton } from '@/components/admin/admin-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { FlashMessage } from '@/components/admin/flash-message';
import { serverMessage } from '@/components/admin/server-message';
import { useFlash } from '@/components/admin/use-flash';
import { useListRowActions } from '@/components/admin/use-list-row-actions';
import { ErrorState, LoadingState } from '@/components/status-views';
import adminStyles from '@/components/admin/admin.module.css';
import { titleCase } from '@/lib/format';
import { deleteSubtopic } from '@/features/admin-subtopics/api/delete-subtopic';
import { useTopicSubtopics } from '@/features/admin-subtopics/api/get-topic-subtopics';
import listStyles from '@/components/admin/name-list.module.css';
import styles from './subtopics.module.css';
import { FormLanguageTabs } from '@/components/admin/translations/language-tabs';
import { useFormLanguage } from '@/components/admin/translations/language-switched-form';
import { NamesTranslationList } from '@/components/admin/translations/names-translation-list';

/**
 * /manage-subtopics: choose a topic to list its subtopics and delete them (admin spec §2, §4). Choosing
 * none clears the list; the list reloads after each delete.
 */
export default function AdminSubtopicsPage() {
  const topics = useTopicsForAdmin();
  const [topicId, setTopicId] = useState('');
  const subtopics = useTopicSubtopics(topicId);
  const { flash, show } = useFlash();
  const topic = topics.data?.find((candidate) => candidate._id === topicId);
  // Hindi pages show translated names: the names of the chosen topic's subtopics in Hindi, instead of the list, with the language switch.
  const [language, setLanguage] = useFormLanguage();

  const rowActions = useListRowActions<Subtopic>({
    remove: deleteSubtopic,
    confirmDelete: (subtopic) => `Are you sure you want to delete "${titleCase(subtopic.subtopic_name)}"? This action cannot be undone.`,
    onDeleted: () => {
      show('success', 'Subtopic deleted successfully!');
      void subtopics.mutate();
      void mutateGlobal(allSubtopicsForAdminKey);
    },
    onDeleteFailed: (caught) => show('error', serverMessage(caught, 'Failed to delete subtopic. Please try again.')),
  });

  return (
    <>
      <AdminHeader title="Manage Subtopics" />
      <main className={adminStyles.main}>
        <FlashMessage flash={flash} />
        <FormLanguageTabs value={language} onChange={setLanguage} />
        <section className={adminStyles.panel} aria-labelledby="subtopic-list-title">
          {topics.isLoading ? (
            <LoadingState />
          ) : topics.error && !topics.data ? (
            <ErrorState message="Failed to load topics" onAction={() => void topics.mutate()} />
          ) : (
            <FilterSelect
              className={styles.filter}
              label="Filter by topic"
              placeholder="-- Select a topic --"
              value={topicId}
              onChange={setTopicId}
              options={(topics.data ?? []).map((candidate) => ({ value: candidate._id, label: titleCase(candidate.topic_name) }))}
            />
          )}

          <h2 id="subtopic-list-title" className={styles.heading}>
            {topic ? `Subtopics of ${titleCase(topic.topic_name)}` : 'Subtopics'}
            {topicId && subtopics.data && <span className={styles.muted}> ({subtopics.data.length})</span>}
          </h2>
          {!topicId ? (
            <p className={styles.muted}>Choose a topic to list its subtopics.</p>
          ) : subtopics.isLoading ? (
            <LoadingState />
          ) : subtopics.error ? (
            <ErrorState message="Failed to load subtopics" onAction={() => void subtopics.mutate()} />
          ) : !subtopics.data?.length ? (
            <p className={styles.muted}>This topic has no subtopics yet.</p>
          ) : language !== 'en' ? (
            <NamesTranslationList
              type="subtopics"
              locale={language}
              items={subtopics.data.map((subtopic) => ({ _id: subtopic._id, name: titleCase(subtopic.subtopic_name) }))}
            />
          ) : (
            <div className={listStyles.scroller} role="region" tabIndex={0} aria-label="Subtopics, scrollable">
              <ul className={listStyles.list} aria-labelledby="subtopic-list-title">
                {subtopics.data.map((subtopic) => {
                  const display = titleCase(subtopic.subtopic_name);
                  return (
                    <li key={subtopic._id} className={listStyles.row}>
                      <div className={listStyles.names}>
                        <span className={listStyles.name}>{display}</span>
                        <span className={listStyles.detail}>
                          <code>{subtopic.subtopic_name}</code>
                          {subtopic.category && <> · {subtopic.category}</>}
                        </span>
                      </div>
                      <DeleteButton row={subtopic} label={`Delete ${display}`} rowActions={rowActions} />
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          <p className={styles.footerLink}>
            <Link to="/add-subtopic">Add a subtopic →</Link>
          </p>
        </section>
      </main>
    </>
  );
}
