import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/admin/text-field';
import { Button } from '@/components/ui/button';
import styles from '@/components/admin/admin-form.module.css';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { CONTENT_TYPES, type ContentType, type ItemForm } from '@/features/admin-cheatsheets/lib/items';
import { CodeEditor } from '@/components/admin/code-editor/code-editor';
import { LanguageSelect } from './language-select';
import { MixedBlocksEditor } from './mixed-blocks-editor';

interface Props {
  item: ItemForm;
  index: number;
  count: number;
  onChange: (patch: Partial<ItemForm>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

/** One content item: title, category, description, content type and the editor that matches it. */
export function ItemEditor({ item, index, count, onChange, onMove, onRemove }: Props) {
  const titleId = useId();
  const label = `Item ${index + 1}`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {label}
          {item.title.trim() ? `: ${item.title.trim()}` : ''}
        </h3>
        <div className={styles.cardActions}>
          <Button variant="secondary" size="sm" onClick={() => onMove(-1)} disabled={index === 0} aria-label={`Move ${label} up`}>
            ↑ Up
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMove(1)} disabled={index === count - 1} aria-label={`Move ${label} down`}>
            ↓ Down
          </Button>
          {count > 1 && (
            <Button variant="secondary" size="sm" onClick={onRemove} aria-label={`Remove ${label}`}>
              Remove
            </Button>
          )}
        </div>
      </div>
      <div className={styles.grid}>
        <TextField label="Item Title" required maxLength={160} value={item.title} onChange={(title) => onChange({ title })} />
        <TextField label="Item Category" required maxLength={80} value={item.category} onChange={(category) => onChange({ category })} />
        <Field label="Content Type">
          {({ id }) => (
            <select
              id={id}
              className="select"
              value={item.content_type}
              onChange={(e) => onChange({ content_type: e.target.value as ContentType })}
            >
              {CONTENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {item.content_type === 'code' && (
          <Field label="Language">
            {({ id }) => <LanguageSelect id={id} value={item.language} onChange={(language) => onChange({ language })} />}
          </Field>
        )}
        <TextField label="Item Description" full value={item.description} onChange={(description) => onChange({ description })} />
      </div>
      <div style={{ marginTop: '1rem' }}>
        {item.content_type === 'code' && (
          <CodeEditor label="Code" value={item.code} language={item.language} onChange={(code) => onChange({ code })} />
        )}
        {item.content_type === 'text' && (
          <RichTextEditor
            label="Text Content"
            value={item.text_content}
            onChange={(text_content) => onChange({ text_content })}
            minHeight="7rem"
          />
        )}
        {item.content_type === 'mixed' && (
          <MixedBlocksEditor blocks={item.mixed_content} itemLabel={label} onChange={(mixed_content) => onChange({ mixed_content })} />
        )}
      </div>
    </section>
  );
}
