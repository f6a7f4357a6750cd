import { useNavigate } from 'react-router-dom';
import { Check, fieldClass } from '@/components/ui/field';
import { TextField } from '@/components/admin/text-field';
import { FormSection } from '@/components/admin/form-section';
import { LockedSlugField } from '@/components/admin/locked-slug-field';
import { SaveForm } from '@/components/admin/save-form';
import { useAdminForm } from '@/components/admin/use-admin-form';
import type { AdminFormProps } from '@/components/admin/use-save-then-return';
import formStyles from '@/components/admin/admin-form.module.css';
import type { FaqPayload } from '@/features/admin-faqs/api/types';
import { toFaqPayload, withTitle, type FaqFormValues } from '@/features/admin-faqs/lib/form';
import { LogoField } from './logo-field';
import { QuestionsEditor } from './questions-editor';
import { TagInputs } from './tag-inputs';

export const MANAGE_FAQS = '/manage-faqs';

/** The texts of the two modes (spec §2.4). */
const TEXTS = {
  create: {
    label: 'Create FAQ',
    submit: 'Create FAQ',
    busy: 'Creating...',
    success: 'Success! FAQ created successfully!',
    failure: 'Failed to create FAQ',
  },
  edit: {
    label: 'Edit FAQ',
    submit: 'Save Changes',
    busy: 'Saving...',
    success: 'Success! FAQ updated successfully!',
    failure: 'Failed to update FAQ',
  },
};

/** The FAQ form of /create-faq and /edit-faq/{id}. Cancel goes to the dashboard when creating, to the list when editing. */
export function FaqForm({ mode, initial, save }: AdminFormProps<FaqFormValues, FaqPayload>) {
  const texts = TEXTS[mode];
  const navigate = useNavigate();
  const { form, setForm, set, saving, messageRef, submitWith } = useAdminForm<FaqFormValues, FaqPayload>(initial, MANAGE_FAQS, texts);

  return (
    <SaveForm
      onSubmit={submitWith(toFaqPayload, save)}
      noValidate
      saving={{ ...saving, cancel: () => navigate(mode === 'create' ? '/dashboard' : MANAGE_FAQS) }}
      messageRef={messageRef}
      texts={texts}
    >
      <FormSection title="Basic Information">
        <div className={formStyles.grid}>
          <TextField
            label="Topic Title"
            required
            maxLength={200}
            placeholder="e.g., Python Programming FAQ"
            value={form.topic_title}
            onChange={(title) => setForm((current) => withTitle(current, title))}
          />
          <LockedSlugField
            value={form.slug}
            lockable={mode === 'edit'}
            required
            hint={mode === 'create' ? 'Follows the title until you edit it.' : undefined}
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
          <div className={fieldClass({ full: true })}>
            <LogoField value={form.logo_url} onChange={(url) => set('logo_url', url)} />
          </div>
          <div className={fieldClass({ full: true })}>
            <div>
              <Check label="Active" checked={form.is_active} onChange={(checked) => set('is_active', checked)} />{' '}
              <Check label="Featured" checked={form.featured} onChange={(checked) => set('featured', checked)} />
            </div>
          </div>
          <div className={fieldClass({ full: true })}>
            <h3 className={formStyles.subTitle}>Tags</h3>
            <TagInputs tags={form.tags} onChange={(tags) => set('tags', tags)} />
          </div>
        </div>
      </FormSection>

      <FormSection title="Questions & Answers">
        <QuestionsEditor
          questions={form.questions}
          onChange={(change) => setForm((current) => ({ ...current, questions: change(current.questions) }))}
        />
      </FormSection>
    </SaveForm>
  );
}
