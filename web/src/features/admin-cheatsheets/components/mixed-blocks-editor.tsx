import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import styles from '@/components/admin/admin-form.module.css';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { addBlock, removeBlock, updateBlock, type MixedBlock } from '@/features/admin-cheatsheets/lib/items';
import { CodeEditor } from '@/components/admin/code-editor/code-editor';
import { LanguageSelect } from './language-select';

/** A mixed item's blocks (spec §2): add, edit, remove; each is rich text or code (python by default). */
export function MixedBlocksEditor({
  blocks,
  onChange,
  itemLabel,
}: {
  blocks: MixedBlock[];
  onChange: (blocks: MixedBlock[]) => void;
  itemLabel: string;
}) {
  return (
    <div>
      <h4 className={styles.subTitle}>Content Blocks</h4>
      {blocks.length === 0 && <p className={styles.empty}>No content blocks yet</p>}
      {blocks.map((block, index) => (
        <BlockCard
          key={block.tempId}
          block={block}
          title={`Block ${index + 1}`}
          groupLabel={`${itemLabel}, block ${index + 1}`}
          onChange={(patch) => onChange(updateBlock(blocks, index, patch))}
          onRemove={() => onChange(removeBlock(blocks, index))}
        />
      ))}
      <div className={styles.cardActions}>
        <Button variant="secondary" size="sm" onClick={() => onChange(addBlock(blocks, 'text'))}>
          + Text Block
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onChange(addBlock(blocks, 'code'))}>
          + Code Block
        </Button>
      </div>
    </div>
  );
}

function BlockCard({
  block,
  title,
  groupLabel,
  onChange,
  onRemove,
}: {
  block: MixedBlock;
  title: string;
  groupLabel: string;
  onChange: (patch: Partial<Omit<MixedBlock, 'tempId'>>) => void;
  onRemove: () => void;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} style={{ background: 'var(--surface)' }} aria-label={groupLabel}>
      <div className={styles.cardHead}>
        <h5 id={titleId} className={styles.cardTitle}>
          {title}
        </h5>
        <Button variant="secondary" size="sm" onClick={onRemove} aria-label={`Remove ${groupLabel}`}>
          Remove
        </Button>
      </div>
      <div className={styles.grid}>
        <Field label="Block Type">
          {({ id }) => (
            <select
              id={id}
              className="select"
              value={block.type}
              onChange={(e) => onChange({ type: e.target.value === 'code' ? 'code' : 'text' })}
            >
              <option value="text">Text</option>
              <option value="code">Code</option>
            </select>
          )}
        </Field>
        {block.type === 'code' && (
          <Field label="Language">
            {({ id }) => <LanguageSelect id={id} value={block.language} onChange={(language) => onChange({ language })} />}
          </Field>
        )}
      </div>
      <div style={{ marginTop: '0.75rem' }}>
        {block.type === 'code' ? (
          <CodeEditor
            label="Block Code"
            value={block.content}
            language={block.language}
            onChange={(content) => onChange({ content })}
            minHeight="5rem"
          />
        ) : (
          <RichTextEditor label="Block Text" value={block.content} onChange={(content) => onChange({ content })} minHeight="5rem" />
        )}
      </div>
    </section>
  );
}
