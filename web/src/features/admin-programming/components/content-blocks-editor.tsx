import { useId } from 'react';
import { CODE_BLOCK_LANGUAGES } from '@exam-prep/contract/code-languages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import formStyles from '@/components/admin/admin-form.module.css';
import { CodeEditor } from '@/components/admin/code-editor/code-editor';
import { OrderedCard, TEXT_WITH_CODE_TOOLBAR } from '@/components/admin/ordered-card';
import { useOrderedCards } from '@/components/admin/use-ordered-cards';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { addBlock, moveBlock, removeBlock, type BlockDraft } from '@/features/admin-programming/lib/blocks';
import styles from './content-blocks-editor.module.css';

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
  const { container, cardProps, update } = useOrderedCards(blocks, onChange, { move: moveBlock, remove: removeBlock });
  return (
    <div ref={container}>
      <AddButtons where="at the end" onAdd={(type) => onChange((current) => addBlock(current, type))} />
      {/* Suggestions only: any language may be typed (the Content Manager offers the same list). */}
      <datalist id={listId}>
        {CODE_BLOCK_LANGUAGES.map((language) => (
          <option key={language} value={language} />
        ))}
      </datalist>
      {blocks.map((block, index) => {
        const name = `Block ${index + 1}`;
        return (
          <OrderedCard
            key={block.key}
            name={name}
            badge={
              <span className={block.type === 'code' ? styles.codeBadge : styles.textBadge}>{block.type === 'code' ? 'CODE' : 'TEXT'}</span>
            }
            className={styles.block}
            {...cardProps(index)}
          >
            <BlockFields block={block} suggestionsId={listId} onChange={(patch) => update(index, patch)} />
            <AddButtons where={`after ${name}`} onAdd={(type) => onChange((current) => addBlock(current, type, index))} />
          </OrderedCard>
        );
      })}
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

interface BlockFieldsProps {
  block: BlockDraft;
  suggestionsId: string;
  onChange: (patch: Partial<Omit<BlockDraft, 'key'>>) => void;
}

/** A code block's Language, Label and Code; a text block's rich text. */
function BlockFields({ block, suggestionsId, onChange }: BlockFieldsProps) {
  if (block.type === 'text')
    return (
      <RichTextEditor
        label="Text Content (Explanation)"
        value={block.text_content}
        onChange={(text_content) => onChange({ text_content })}
        toolbar={TEXT_WITH_CODE_TOOLBAR}
        minHeight="6rem"
      />
    );
  return (
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
  );
}
