import { useState, type FormEvent } from 'react';
import { Check, Field, fieldClass } from '@/components/ui/field';
import { TextField } from '@/components/admin/text-field';
import { fieldBinder } from '@/components/admin/bind-field';
import { NameAndSlugFields } from '@/components/admin/name-and-slug-fields';
import type { SlugField } from '@/lib/slug';
import { FormSection } from '@/components/admin/form-section';
import { SaveForm } from '@/components/admin/save-form';
import { saveTexts, useSaveThenReturn, type AdminFormProps } from '@/components/admin/use-save-then-return';
import styles from '@/components/admin/admin-form.module.css';
import { useCheatsheetCategories } from '@/api/cheatsheet-categories';
import { toCheatsheetPayload, type CheatsheetForm as FormValues, type CheatsheetPayload } from '@/features/admin-cheatsheets/lib/form';
import { addItem, moveItem, removeItem, renumber, type ItemForm } from '@/features/admin-cheatsheets/lib/items';
import { CategoryCombobox } from './category-combobox';
import { ItemEditor } from './item-editor';
import { ListField } from '@/components/admin/list-field';
import { Button } from '@/components/ui/button';

export const MANAGE_CHEATSHEETS = '/manage-cheatsheets';

const TEXT = saveTexts('Cheatsheet', { saysRedirecting: false });

/** The form's two word lists, each in a section of its own. */
const LISTS = {
  categories: {
    title: 'Filter Categories',
    label: 'Filter Category',
    noun: 'filter category',
    listLabel: 'Added filter categories',
    emptyText: 'No filter categories added',
    placeholder: 'e.g. basics',
  },
  tags: { title: 'Tags', label: 'Tag', noun: 'tag', listLabel: 'Added tags', emptyText: 'No tags added', placeholder: 'e.g. python' },
};

type Props = AdminFormProps<FormValues, CheatsheetPayload>;

/** The cheatsheet form of /create-cheatsheet and /edit-cheatsheet/{id} (spec §2, §3, §5). */
export function CheatsheetForm({ mode, initial, save }: Props) {
  const text = TEXT[mode];
  const [form, setForm] = useState<FormValues>(initial);
  // The ref kept apart: React treats an object holding a ref as a ref, which render must not read.
  const { messageRef, ...saving } = useSaveThenReturn<CheatsheetPayload>(MANAGE_CHEATSHEETS, text);
  const { data: categoryData } = useCheatsheetCategories();

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setTitle = (title: string, slug: SlugField) => setForm((current) => ({ ...current, title, slug }));
  const bind = fieldBinder(form, set);
  const setItems = (change: (items: ItemForm[]) => ItemForm[]) => setForm((current) => ({ ...current, items: change(current.items) }));

  const listSection = (key: keyof typeof LISTS) => {
    const { title, ...list } = LISTS[key];
    return (
      <FormSection title={title}>
        <ListField {...list} values={form[key]} onChange={(values) => set(key, values)} />
      </FormSection>
    );
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Nothing is sent without a valid item.
    void saving.submit(toCheatsheetPayload(form), save);
  }

  return (
    <SaveForm onSubmit={onSubmit} saving={saving} messageRef={messageRef} texts={text}>
      <FormSection title="Basic Information">
        <div className={styles.grid}>
          <NameAndSlugFields nameLabel="Title" name={form.title} slug={form.slug} onChange={setTitle} creating={mode === 'create'} />
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
          <TextField label="Description" full rows={3} maxLength={5000} {...bind('description')} />
          <div className={fieldClass({ full: true })}>
            <div>
              <Check label="Active" checked={form.is_active} onChange={(checked) => set('is_active', checked)} />{' '}
              <Check label="Featured" checked={form.featured} onChange={(checked) => set('featured', checked)} />
            </div>
          </div>
        </div>
      </FormSection>

      {listSection('categories')}

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

      {listSection('tags')}
    </SaveForm>
  );
}
