import type { CheatsheetTexts } from '@exam-prep/contract/admin/translations';
import { FormSection } from '@/components/admin/form-section';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { englishHint, listField, optionalField, textField, TranslatedGrid, type TextsFieldsProps } from './fields';
import styles from './translation-editor.module.css';

type Item = CheatsheetTexts['items'][number];

/** A cheatsheet's Hindi texts: its items in the English order; code (items and blocks) is shared and not shown here. */
export function CheatsheetTextsFields({ english, texts, onChange }: TextsFieldsProps<'cheatsheets'>) {
  const set = (changes: Partial<CheatsheetTexts>) => onChange({ ...texts, ...changes });
  const setItem = (index: number, changes: Partial<Item>) =>
    set({ items: texts.items.map((item, at) => (at === index ? { ...item, ...changes } : item)) });
  return (
    <>
      <FormSection title="Cheatsheet">
        <TranslatedGrid
          fields={[
            textField('Title (Hindi)', english.title, texts.title, (title) => set({ title }), { full: true, required: true }),
            optionalField('Description (Hindi)', english.description, texts.description, (description) => set({ description }), {
              rows: 3,
              full: true,
            }),
            listField('Tags', english.tags, texts.tags, (tags) => set({ tags })),
            listField('Item categories', english.categories, texts.categories, (categories) => set({ categories })),
          ]}
        />
      </FormSection>
      <FormSection title="Items">
        {english.items.map((item, index) => {
          const own = texts.items[index];
          const name = `Item ${index + 1}`;
          return (
            <div key={index} className={styles.card}>
              <TranslatedGrid
                fields={[
                  textField(`${name} title (Hindi)`, item.title, own?.title ?? '', (title) => setItem(index, { title }), {
                    required: true,
                  }),
                  textField(`${name} category (Hindi)`, item.category, own?.category ?? '', (category) => setItem(index, { category })),
                  optionalField(
                    `${name} description (Hindi)`,
                    item.description,
                    own?.description,
                    (description) => setItem(index, { description }),
                    {
                      full: true,
                    },
                  ),
                ]}
              />
              {item.text_content !== null && (
                <RichTextEditor
                  label={`${name} text (Hindi)`}
                  hint={englishHint(item.text_content, true)}
                  value={own?.text_content ?? ''}
                  onChange={(text_content) => setItem(index, { text_content })}
                  minHeight="5rem"
                />
              )}
              {item.blocks.map((block, at) =>
                block === null ? null : (
                  <RichTextEditor
                    key={at}
                    label={`${name}, block ${at + 1} (Hindi)`}
                    hint={englishHint(block, true)}
                    value={own?.blocks[at] ?? ''}
                    onChange={(html) => setItem(index, { blocks: (own?.blocks ?? []).map((old, i) => (i === at ? html : old)) })}
                    minHeight="4rem"
                  />
                ),
              )}
            </div>
          );
        })}
      </FormSection>
    </>
  );
}
