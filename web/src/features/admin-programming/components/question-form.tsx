import { Check, Field, fieldClass } from '@/components/ui/field';
import { TextField } from '@/components/admin/text-field';
import { FormSection } from '@/components/admin/form-section';
import { SaveForm } from '@/components/admin/save-form';
import { SelectField } from '@/components/admin/select-field';
import { useAdminForm } from '@/components/admin/use-admin-form';
import type { AdminFormProps } from '@/components/admin/use-save-then-return';
import formStyles from '@/components/admin/admin-form.module.css';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { QUESTION_DIFFICULTIES, type CodeQuestionPayload } from '@/features/admin-programming/api/types';
import { toQuestionPayload, type QuestionFormValues } from '@/features/admin-programming/lib/question-form';
import { TEXT_WITH_CODE_TOOLBAR } from '@/components/admin/ordered-card';
import { ContentBlocksEditor } from './content-blocks-editor';
import { PROGRAMMING_REDIRECT_MS } from './topic-form';

const TEXTS = {
  create: {
    label: 'Add Code Question',
    submit: 'Create Question',
    busy: 'Creating...',
    success: 'Question created successfully. Redirecting...',
    failure: 'Failed to create question',
  },
  edit: {
    label: 'Edit Code Question',
    submit: 'Update Question',
    busy: 'Updating...',
    success: 'Question updated successfully. Redirecting...',
    failure: 'Failed to update question',
  },
};

interface QuestionFormProps extends AdminFormProps<QuestionFormValues, CodeQuestionPayload> {
  /** The topics to pick from; undefined while they load. */
  topics: Array<{ _id: string; title: string }> | undefined;
  /** Where the form returns (the list, filtered by ?topicId when it came from there). */
  listPath: string;
}

/** The code-question form of /add-code-question and /edit-code-question/{id} (spec §3.4). */
export function QuestionForm({ mode, initial, save, topics, listPath }: QuestionFormProps) {
  const texts = TEXTS[mode];
  const { form, setForm, set, saving, messageRef, submitWith } = useAdminForm<QuestionFormValues, CodeQuestionPayload>(
    initial,
    listPath,
    texts,
    { redirectMs: PROGRAMMING_REDIRECT_MS },
  );

  return (
    <SaveForm
      onSubmit={submitWith((values) => toQuestionPayload(values, mode), save)}
      noValidate
      saving={saving}
      messageRef={messageRef}
      texts={texts}
    >
      <FormSection title="Basic Information">
        <div className={formStyles.grid}>
          <SelectField
            label="Topic"
            required
            full
            value={form.topic_id}
            disabled={!topics}
            onChange={(topicId) => set('topic_id', topicId)}
            placeholder={topics ? 'Select a topic' : 'Loading topics...'}
            options={(topics ?? []).map((topic) => ({ value: topic._id, label: topic.title }))}
          />
          <TextField
            label="Title"
            required
            full
            maxLength={300}
            placeholder="e.g., Reverse a String"
            value={form.title}
            onChange={(title) => set('title', title)}
          />
          <div className={fieldClass({ full: true })}>
            <RichTextEditor
              label="Description"
              value={form.description}
              onChange={(description) => set('description', description)}
              toolbar={TEXT_WITH_CODE_TOOLBAR}
              minHeight="6rem"
            />
          </div>
          <SelectField
            label="Difficulty"
            value={form.difficulty}
            onChange={(value) => set('difficulty', value)}
            options={QUESTION_DIFFICULTIES}
          />
          <Field label="Order">
            {({ id }) => (
              <input
                id={id}
                className="input"
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={form.order}
                onChange={(event) => set('order', event.target.value)}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Content Blocks">
        <ContentBlocksEditor
          blocks={form.blocks}
          onChange={(change) => setForm((current) => ({ ...current, blocks: change(current.blocks) }))}
        />
      </FormSection>

      <FormSection title="Settings">
        <Check label="Active" checked={form.is_active} onChange={(checked) => set('is_active', checked)} />
        <p className={formStyles.empty}>Make this question publicly visible</p>
      </FormSection>
    </SaveForm>
  );
}
