import { useState, type FormEvent } from 'react';
import { FlashMessage } from '@/components/admin/flash-message';
import { Check, Field, fieldClass } from '@/components/ui/field';
import { TextField } from '@/components/admin/text-field';
import { NameAndSlugFields } from '@/components/admin/name-and-slug-fields';
import { FormSection } from '@/components/admin/form-section';
import { FormSubmitBar } from '@/components/admin/form-submit-bar';
import { useSaveThenReturn } from '@/components/admin/use-save-then-return';
import styles from '@/components/admin/admin-form.module.css';
import { useCheatsheetCategories } from '@/api/cheatsheet-categories';
import { toCheatsheetPayload, type CheatsheetForm as FormValues, type CheatsheetPayload } from '@/features/admin-cheatsheets/lib/form';
import { addItem, moveItem, removeItem, renumber, type ItemForm } from '@/features/admin-cheatsheets/lib/items';
import { CategoryCombobox } from './category-combobox';
import { ItemEditor } from './item-editor';
import { ListField } from './list-field';
import { Button } from '@/components/ui/button';

export const MANAGE_CHEATSHEETS = '/manage-cheatsheets';

const TEXT = {
  create: {
    submit: 'Create Cheatsheet',
    busy: 'Creating...',
    success: 'Cheatsheet created successfully!',
    failure: 'Failed to create cheatsheet',
  },
  edit: {
    submit: 'Update Cheatsheet',
    busy: 'Updating...',
    success: 'Cheatsheet updated successfully!',
    failure: 'Failed to update cheatsheet',
  },
};

interface Props {
  mode: 'create' | 'edit';
  initial: FormValues;
  save: (payload: CheatsheetPayload) => Promise<unknown>;
}

/** The cheatsheet form of /create-cheatsheet and /edit-cheatsheet/{id} (spec §2, §3, §5). */
export function CheatsheetForm({ mode, initial, save }: Props) {
  const text = TEXT[mode];
  const [form, setForm] = useState<FormValues>(initial);
  // The ref kept apart: React treats an object holding a ref as a ref, which render must not read.
  const { messageRef, ...saving } = useSaveThenReturn<CheatsheetPayload>(MANAGE_CHEATSHEETS, text);
  const { data: categoryData } = useCheatsheetCategories();

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setItems = (change: (items: ItemForm[]) => ItemForm[]) => setForm((current) => ({ ...current, items: change(current.items) }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Nothing is sent without a valid item.
    void saving.submit(toCheatsheetPayload(form), save);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={mode === 'create' ? 'Create Cheatsheet' : 'Edit Cheatsheet'}>
      <FlashMessage flash={saving.message} ref={messageRef} />

      <FormSection title="Basic Information">
        <div className={styles.grid}>
          <NameAndSlugFields
            nameLabel="Title"
            name={form.title}
            slug={form.slug}
            onChange={(name, slug) => setForm((current) => ({ ...current, title: name, slug }))}
            slugHint={mode === 'create' ? 'Follows the title until you edit it.' : undefined}
          />
          <Field label="Category" required hint="Pick a suggestion or type a new category.">
            {({ id }) => (
              <CategoryCombobox
                id={id}
                required
                value={form.category}
                onChange={(category) => set('category', category)}
                categories={categoryData?.categories ?? []}
              />
            )}
          </Field>
          <Field label="Color">
            {({ id }) => (
              <input id={id} className={styles.colour} type="color" value={form.color} onChange={(e) => set('color', e.target.value)} />
            )}
          </Field>
          <TextField
            label="Description"
            full
            rows={3}
            maxLength={5000}
            value={form.description}
            onChange={(value) => set('description', value)}
          />
          <div className={fieldClass({ full: true })}>
            <div>
              <Check label="Active" checked={form.is_active} onChange={(checked) => set('is_active', checked)} />{' '}
              <Check label="Featured" checked={form.featured} onChange={(checked) => set('featured', checked)} />
            </div>
          </div>
        </div>
      </FormSection>

      <FormSection title="Filter Categories">
        <ListField
          label="Filter Category"
          noun="filter category"
          listLabel="Added filter categories"
          values={form.categories}
          onChange={(categories) => set('categories', categories)}
          emptyText="No filter categories added"
          placeholder="e.g. basics"
        />
      </FormSection>

      <FormSection title="Content Items">
        {form.items.map((item, index) => (
          <ItemEditor
            key={item.tempId}
            item={item}
            index={index}
            count={form.items.length}
            onChange={(patch) =>
              setItems((items) => renumber(items.map((entry, position) => (position === index ? { ...entry, ...patch } : entry))))
            }
            onMove={(direction) => setItems((items) => moveItem(items, index, direction))}
            onRemove={() => setItems((items) => removeItem(items, index))}
          />
        ))}
        <Button variant="secondary" onClick={() => setItems(addItem)}>
          + Add Item
        </Button>
      </FormSection>

      <FormSection title="Tags">
        <ListField
          label="Tag"
          noun="tag"
          listLabel="Added tags"
          values={form.tags}
          onChange={(tags) => set('tags', tags)}
          emptyText="No tags added"
          placeholder="e.g. python"
        />
      </FormSection>

      <FormSubmitBar state={saving.state} submitLabel={text.submit} busyLabel={text.busy} onCancel={saving.cancel} />
    </form>
  );
}
