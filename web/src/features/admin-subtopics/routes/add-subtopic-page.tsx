import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { mutate as mutateGlobal } from 'swr';
import { allSubtopicsForAdminKey, useAllSubtopicsForAdmin } from '@/api/subtopics';
import { useTopicsForAdmin } from '@/api/topics';
import { AdminHeader } from '@/components/admin/admin-header';
import { FilterSelect } from '@/components/admin/filter-select';
import { FlashMessage } from '@/components/admin/flash-message';
import { serverMessage } from '@/components/admin/server-message';
import { StoredNameHint } from '@/components/admin/stored-name-hint';
import { useFlash } from '@/components/admin/use-flash';
import { ErrorState, LoadingState } from '@/components/status-views';
import adminStyles from '@/components/admin/admin.module.css';
import { titleCase } from '@/lib/format';
import { checkStoredName } from '@/lib/stored-name';
import { addSubtopic } from '@/features/admin-subtopics/api/add-subtopic';
import { useTopicSubtopics } from '@/features/admin-subtopics/api/get-topic-subtopics';
import listStyles from '@/components/admin/name-list.module.css';
import styles from './subtopics.module.css';
import { Button } from '@/components/ui/button';

/** /add-subtopic: choose a topic, name the subtopic (optional category), save (admin spec §2, §5). */
export default function AddSubtopicPage() {
  const topics = useTopicsForAdmin();
  const allSubtopics = useAllSubtopicsForAdmin();
  const [topicId, setTopicId] = useState('');
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [saving, setSaving] = useState(false);
  const { flash, show } = useFlash();
  const siblings = useTopicSubtopics(topicId);
  const ids = { name: useId(), nameHint: useId(), category: useId(), categories: useId(), noTopics: useId() };

  const noTopics = topics.data !== undefined && topics.data.length === 0;
  // Categories already in use, offered as suggestions (a free-text field: new ones are fine).
  const categories = useMemo(
    () =>
      [
        ...new Set(
          (allSubtopics.data ?? []).map((subtopic) => subtopic.category?.trim()).filter((value): value is string => Boolean(value)),
        ),
      ].sort(),
    [allSubtopics.data],
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      show('error', 'Please enter a subtopic name');
      return;
    }
    const check = checkStoredName(name, 'Subtopic');
    if (check.state === 'invalid') {
      show('error', check.message);
      return;
    }
    if (!topicId) {
      show('error', 'Please select a topic');
      return;
    }
    setSaving(true);
    try {
      await addSubtopic({ subtopic_name: name.trim(), topic_id: topicId, ...(category.trim() ? { category: category.trim() } : {}) });
      setName('');
      setCategory('');
      show('success', 'Subtopic added successfully!');
      void siblings.mutate();
      void mutateGlobal(allSubtopicsForAdminKey);
    } catch (caught) {
      show('error', serverMessage(caught, 'Failed to add subtopic. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <AdminHeader title="Add Subtopic" />
      <main className={adminStyles.main}>
        <div className={styles.layout}>
          <form className={adminStyles.panel} onSubmit={onSubmit} noValidate>
            <h2 className={styles.heading}>Add New Subtopic</h2>
            <FlashMessage flash={flash} />
            {topics.isLoading ? (
              <LoadingState />
            ) : topics.error && !topics.data ? (
              <ErrorState message="Failed to load topics" onAction={() => void topics.mutate()} />
            ) : (
              <>
                <FilterSelect
                  className={styles.field}
                  label="Topic"
                  placeholder="-- Select a topic --"
                  value={topicId}
                  disabled={noTopics}
                  onChange={setTopicId}
                  options={(topics.data ?? []).map((topic) => ({ value: topic._id, label: titleCase(topic.topic_name) }))}
                />
                <div className={styles.field}>
                  <label className="field-label" htmlFor={ids.name}>
                    Subtopic name
                  </label>
                  <input
                    id={ids.name}
                    className="input"
                    value={name}
                    placeholder="e.g. Time and Work"
                    autoComplete="off"
                    aria-describedby={ids.nameHint}
                    onChange={(e) => setName(e.target.value)}
                  />
                  <div id={ids.nameHint} className={styles.hint} aria-live="polite">
                    <StoredNameHint text={name} noun="Subtopic" example="Time and Work" />
                  </div>
                </div>
                <div className={styles.field}>
                  <label className="field-label" htmlFor={ids.category}>
                    Category (optional)
                  </label>
                  <input
                    id={ids.category}
                    className="input"
                    value={category}
                    list={ids.categories}
                    placeholder="e.g. Arithmetic"
                    autoComplete="off"
                    maxLength={80}
                    onChange={(e) => setCategory(e.target.value)}
                  />
                  <datalist id={ids.categories}>
                    {categories.map((value) => (
                      <option key={value} value={value} />
                    ))}
                  </datalist>
                  <p className={styles.hint}>Groups subtopics on the topic&apos;s practice page.</p>
                </div>
                <Button
                  type="submit"
                  className={styles.submit}
                  disabled={saving || noTopics}
                  aria-describedby={noTopics ? ids.noTopics : undefined}
                >
                  {saving ? 'Adding...' : 'Add Subtopic'}
                </Button>
                {noTopics && (
                  <div className={styles.warning}>
                    <p id={ids.noTopics}>No topics available. Please add topics first.</p>
                    <Link to="/add-topic">Add Topic</Link>
                  </div>
                )}
              </>
            )}
          </form>

          <section className={adminStyles.panel} aria-labelledby="topic-subtopics-title">
            <h2 id="topic-subtopics-title" className={styles.heading}>
              Subtopics in this topic
            </h2>
            {!topicId ? (
              <p className={styles.muted}>Choose a topic to see its subtopics.</p>
            ) : siblings.isLoading ? (
              <LoadingState />
            ) : siblings.error ? (
              <ErrorState message="Failed to load subtopics" onAction={() => void siblings.mutate()} />
            ) : !siblings.data?.length ? (
              <p className={styles.muted}>This topic has no subtopics yet.</p>
            ) : (
              <div className={listStyles.scroller} role="region" tabIndex={0} aria-label="Subtopics in this topic, scrollable">
                <ul className={listStyles.list} aria-labelledby="topic-subtopics-title">
                  {siblings.data.map((subtopic) => (
                    <li key={subtopic._id} className={listStyles.row}>
                      <div className={listStyles.names}>
                        <span className={listStyles.name}>{titleCase(subtopic.subtopic_name)}</span>
                        <span className={listStyles.detail}>
                          <code>{subtopic.subtopic_name}</code>
                          {subtopic.category && <> · {subtopic.category}</>}
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className={styles.footerLink}>
              <Link to="/manage-subtopics">Manage subtopics →</Link>
            </p>
          </section>
        </div>
      </main>
    </>
  );
}
