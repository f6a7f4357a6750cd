import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import formStyles from '@/components/admin/admin-form.module.css';
import { CodeEditor } from '@/components/admin/code-editor/code-editor';
import { useFocusAfterRemove } from '@/components/admin/use-focus-after-remove';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { FULL_TOOLBAR, type RichTextTool } from '@/components/rich-text/tools';
import { addBlock, moveBlock, removeBlock, updateBlock, type BlockDraft } from '@/features/admin-programming/lib/blocks';
import styles from './content-blocks-editor.module.css';

/** The full toolbar with a code-block tool before Clear formatting: descriptions and explanations show code (spec §3.4). */
export const TEXT_WITH_CODE_TOOLBAR: readonly RichTextTool[] = FULL_TOOLBAR.flatMap((tool) =>
  tool === 'clean' ? ['codeBlock', tool] : [tool],
);

/** Suggestions of the free-text Language field (any language may be typed). */
const LANGUAGE_SUGGESTIONS = [
  'python',
  'javascript',
  'typescript',
  'java',
  'c',
  'cpp',
  'csharp',
  'go',
  'sql',
  'bash',
  'html',
  'css',
  'json',
];

interface ContentBlocksEditorProps {
  blocks: BlockDraft[];
  /** Given a change of the current blocks (not of this render's: editors report changes outside React's events). */
  onChange: (change: (blocks: BlockDraft[]) => BlockDraft[]) => void;
}

/**
 * The code question's content blocks (spec §3.4): Add Code / Add Text above the list and under each block, move
 * up/down, delete while more than one; a code block has Language, Label and Code, a text block its rich text.
 */
export function ContentBlocksEditor({ blocks, onChange }: ContentBlocksEditorProps) {
  const listId = useId();
  const { container, markRemoved } = useFocusAfterRemove<HTMLDivElement>(blocks.length);
  return (
    <div ref={container}>
      <AddButtons where="at the end" onAdd={(type) => onChange((current) => addBlock(current, type))} />
      <datalist id={listId}>
        {LANGUAGE_SUGGESTIONS.map((language) => (
          <option key={language} value={language} />
        ))}
      </datalist>
      {blocks.map((block, index) => (
        <BlockCard
          key={block.key}
          block={block}
          number={index + 1}
          count={blocks.length}
          suggestionsId={listId}
          onChange={(patch) => onChange((current) => updateBlock(current, index, patch))}
          onMove={(direction) => onChange((current) => moveBlock(current, index, direction))}
          onRemove={() => {
            markRemoved(index);
            onChange((current) => removeBlock(current, index));
          }}
          onAddAfter={(type) => onChange((current) => addBlock(current, type, index))}
        />
      ))}
    </div>
  );
}

function AddButtons({ where, onAdd }: { where: string; onAdd: (type: BlockDraft['type']) => void }) {
  return (
    <div className={formStyles.cardActions}>
      <Button variant="secondary" size="sm" onClick={() => onAdd('code')} aria-label={`Add Code block ${where}`}>
        + Add Code
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onAdd('text')} aria-label={`Add Text block ${where}`}>
        + Add Text
      </Button>
    </div>
  );
}

interface BlockCardProps {
  block: BlockDraft;
  number: number;
  count: number;
  suggestionsId: string;
  onChange: (patch: Partial<Omit<BlockDraft, 'key'>>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  onAddAfter: (type: BlockDraft['type']) => void;
}

function BlockCard({ block, number, count, suggestionsId, onChange, onMove, onRemove, onAddAfter }: BlockCardProps) {
  const titleId = useId();
  const name = `Block ${number}`;
  return (
    <section className={`${formStyles.card} ${styles.block}`} aria-labelledby={titleId}>
      <div className={formStyles.cardHead}>
        <h3 id={titleId} className={formStyles.cardTitle} tabIndex={-1}>
          <span className={block.type === 'code' ? styles.codeBadge : styles.textBadge}>{block.type === 'code' ? 'CODE' : 'TEXT'}</span>{' '}
          {name}
        </h3>
        <div className={formStyles.cardActions}>
          <Button variant="secondary" size="sm" onClick={() => onMove(-1)} disabled={number === 1} aria-label={`Move ${name} up`}>
            ↑
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMove(1)} disabled={number === count} aria-label={`Move ${name} down`}>
            ↓
          </Button>
          {count > 1 && (
            <Button variant="danger" size="sm" onClick={onRemove} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          )}
        </div>
      </div>
      {block.type === 'code' ? (
        <>
          <div className={formStyles.grid}>
            <Field label="Language">
              {({ id }) => (
                <input
                  id={id}
                  className="input"
                  list={suggestionsId}
                  maxLength={40}
                  placeholder="e.g., python, javascript, java"
                  value={block.language}
                  onChange={(event) => onChange({ language: event.target.value })}
                />
              )}
            </Field>
            <Field label="Label (optional)">
              {({ id }) => (
                <input
                  id={id}
                  className="input"
                  maxLength={120}
                  placeholder="e.g., Solution 1, Optimized"
                  value={block.label}
                  onChange={(event) => onChange({ label: event.target.value })}
                />
              )}
            </Field>
          </div>
          <CodeEditor label="Code" value={block.code} language={block.language} onChange={(code) => onChange({ code })} />
        </>
      ) : (
        <RichTextEditor
          label="Text Content (Explanation)"
          value={block.text_content}
          onChange={(text_content) => onChange({ text_content })}
          toolbar={TEXT_WITH_CODE_TOOLBAR}
          minHeight="6rem"
        />
      )}
      <AddButtons where={`after ${name}`} onAdd={onAddAfter} />
    </section>
  );
}
