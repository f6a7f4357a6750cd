import { useNavigate } from 'react-router-dom';
import { Check, fieldClass } from '@/components/ui/field';
import { TextField } from '@/components/admin/text-field';
import { FormSection } from '@/components/admin/form-section';
import { ListField } from '@/components/admin/list-field';
import { LockedSlugField } from '@/components/admin/locked-slug-field';
import { SaveForm } from '@/components/admin/save-form';
import { SelectField } from '@/components/admin/select-field';
import { useAdminForm } from '@/components/admin/use-admin-form';
import type { AdminFormProps } from '@/components/admin/use-save-then-return';
import formStyles from '@/components/admin/admin-form.module.css';
import { TOPIC_DIFFICULTIES, type TopicPayload } from '@/features/admin-programming/api/types';
import { toTopicPayload, topicWithTitle, type TopicFormValues } from '@/features/admin-programming/lib/topic-form';

export const MANAGE_TOPICS = '/manage-programming-topics';
/** The programming forms go back to their list after 1.5 s (spec §3.4). */
export const PROGRAMMING_REDIRECT_MS = 1500;

const TEXTS = {
  create: {
    label: 'Create Programming Topic',
    submit: 'Create Topic',
    busy: 'Creating...',
    success: 'Topic created successfully. Redirecting...',
    failure: 'Failed to create programming topic',
  },
  edit: {
    label: 'Edit Programming Topic',
    submit: 'Update Topic',
    busy: 'Updating...',
    success: 'Topic updated successfully. Redirecting...',
    failure: 'Failed to update programming topic',
  },
};

/** The topic form of /create-programming-topic and /edit-programming-topic/{id}; Cancel is the browser's Back. */
export function TopicForm({ mode, initial, save }: AdminFormProps<TopicFormValues, TopicPayload>) {
  const texts = TEXTS[mode];
  const navigate = useNavigate();
  const { form, setForm, set, saving, messageRef, submitWith } = useAdminForm<TopicFormValues, TopicPayload>(
    initial,
    MANAGE_TOPICS,
    texts,
    {
      redirectMs: PROGRAMMING_REDIRECT_MS,
    },
  );

  return (
    <SaveForm
      onSubmit={submitWith(toTopicPayload, save)}
      noValidate
      saving={{ ...saving, cancel: () => void navigate(-1) }}
      messageRef={messageRef}
      texts={texts}
    >
      <FormSection title="Basic Information">
        <div className={formStyles.grid}>
          <TextField
            label="Title"
            required
            maxLength={200}
            value={form.title}
            onChange={(title) => setForm((current) => topicWithTitle(current, title))}
          />
          <LockedSlugField
            value={form.slug}
            lockable={mode === 'edit'}
            required
            hint={mode === 'create' ? 'URL-friendly version (auto-generated from title)' : 'URL-friendly version'}
            onChange={(slug) => setForm((current) => ({ ...current, slug, slugEdited: true }))}
          />
          <TextField
            label="Description"
            full
            rows={3}
            maxLength={5000}
            value={form.description}
            onChange={(value) => set('description', value)}
          />
          <TextField
            label="Category"
            required
            maxLength={80}
            placeholder="e.g., Python, DSA, Interview"
            value={form.category}
            onChange={(value) => set('category', value)}
          />
          <SelectField
            label="Difficulty"
            value={form.difficulty}
            onChange={(value) => set('difficulty', value)}
            options={TOPIC_DIFFICULTIES}
          />
        </div>
      </FormSection>

      <FormSection title="Tags">
        <ListField
          label="Tag"
          noun="tag"
          listLabel="Added tags"
          emptyText="No tags added"
          placeholder="e.g. recursion"
          values={form.tags}
          onChange={(tags) => set('tags', tags)}
        />
      </FormSection>

      <FormSection title="Settings">
        <div className={fieldClass({ full: true })}>
          <Check label="Featured" checked={form.featured} onChange={(checked) => set('featured', checked)} />
          <p className={formStyles.empty}>Show this topic in featured section</p>
          <Check label="Active" checked={form.is_active} onChange={(checked) => set('is_active', checked)} />
          <p className={formStyles.empty}>Make this topic publicly visible</p>
        </div>
      </FormSection>
    </SaveForm>
  );
}
