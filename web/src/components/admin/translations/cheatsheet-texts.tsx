import type { CheatsheetTexts } from '@exam-prep/contract/admin/translations';
import { FormSection } from '@/components/admin/form-section';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import formStyles from '@/components/admin/admin-form.module.css';
import { joinList, optionalText, orNull, splitList } from './texts';
import { englishHint, TranslatedText, type TextsFieldsProps } from './fields';
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
        <div className={formStyles.grid}>
          <TranslatedText
            label="Title (Hindi)"
            english={english.title}
            value={texts.title}
            onChange={(title) => set({ title })}
            full
            required
          />
          <TranslatedText
            label="Description (Hindi)"
            english={english.description}
            value={optionalText(texts.description)}
            onChange={(value) => set({ description: orNull(value) })}
            rows={3}
            full
          />
          <TranslatedText
            label="Tags (Hindi, comma-separated)"
            english={joinList(english.tags)}
            value={joinList(texts.tags)}
            onChange={(value) => set({ tags: splitList(value) })}
          />
          <TranslatedText
            label="Item categories (Hindi, comma-separated)"
            english={joinList(english.categories)}
            value={joinList(texts.categories)}
            onChange={(value) => set({ categories: splitList(value) })}
          />
        </div>
      </FormSection>
      <FormSection title="Items">
        {english.items.map((item, index) => {
          const own = texts.items[index];
          return (
            <div key={index} className={styles.card}>
              <div className={formStyles.grid}>
                <TranslatedText
                  label={`Item ${index + 1} title (Hindi)`}
                  english={item.title}
                  value={own?.title ?? ''}
                  onChange={(title) => setItem(index, { title })}
                  required
                />
                <TranslatedText
                  label={`Item ${index + 1} category (Hindi)`}
                  english={item.category}
                  value={own?.category ?? ''}
                  onChange={(category) => setItem(index, { category })}
                />
                <TranslatedText
                  label={`Item ${index + 1} description (Hindi)`}
                  english={item.description}
                  value={optionalText(own?.description ?? null)}
                  onChange={(value) => setItem(index, { description: orNull(value) })}
                  full
                />
              </div>
              {item.text_content !== null && (
                <RichTextEditor
                  label={`Item ${index + 1} text (Hindi)`}
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
                    label={`Item ${index + 1}, block ${at + 1} (Hindi)`}
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
