import { useTopicsForAdmin } from '@/api/topics';
import { AdminHeader } from '@/components/admin/admin-header';
import { NameListManager } from '@/components/admin/name-list-manager';
import { StoredNameHint } from '@/components/admin/stored-name-hint';
import adminStyles from '@/components/admin/admin.module.css';
import { checkStoredName } from '@/lib/stored-name';
import { titleCase } from '@/lib/format';
import { addTopic } from '@/features/admin-topics/api/add-topic';
import { deleteTopic } from '@/features/admin-topics/api/delete-topic';
import { FormLanguageTabs } from '@/components/admin/translations/language-tabs';
import { useFormLanguage } from '@/components/admin/translations/language-switched-form';
import { NamesTranslationList } from '@/components/admin/translations/names-translation-list';

/**
 * /add-topic: add a topic (stored as a slug, shown title-cased); list and delete topics (admin spec §2). The language
 * switch (Hindi pages need translated names) shows each topic's name in Hindi to write or change instead.
 */
export default function AddTopicPage() {
  const { data, error, isLoading, mutate } = useTopicsForAdmin();
  const [language, setLanguage] = useFormLanguage();
  return (
    <>
      <AdminHeader title="Add Topic" />
      <main className={adminStyles.main}>
        <FormLanguageTabs value={language} onChange={setLanguage} />
        {language !== 'en' ? (
          <NamesTranslationList
            type="topics"
            locale={language}
            items={(data ?? []).map((topic) => ({ _id: topic._id, name: titleCase(topic.topic_name) }))}
          />
        ) : (
          <NameListManager
            noun="Topic"
            placeholder="e.g. General Aptitude"
            items={data?.map((topic) => ({ _id: topic._id, name: titleCase(topic.topic_name), detail: topic.topic_name }))}
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
            onDelete={async (id) => {
              await deleteTopic(id);
              void mutate();
            }}
          />
        )}
      </main>
    </>
  );
}
