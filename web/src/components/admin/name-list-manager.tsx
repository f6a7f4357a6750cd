import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/status-views';
import { DeleteButton } from './admin-table';
import { FlashMessage } from './flash-message';
import { serverMessage } from './server-message';
import { useFlash } from './use-flash';
import { useListRowActions } from './use-list-row-actions';
import adminStyles from './admin.module.css';
import listStyles from './name-list.module.css';
import styles from './name-list-manager.module.css';
import { Button } from '@/components/ui/button';

export interface NamedItem {
  _id: string;
  /** What the list shows and the delete confirmation names. */
  name: string;
  /** A second line, e.g. the stored slug. */
  detail?: string;
}

interface NameListManagerProps {
  /** What the screen adds, capitalised: 'Exam' or 'Topic' (its headings, button and messages say it). */
  noun: string;
  placeholder?: string;
  items: NamedItem[] | undefined;
  loading: boolean;
  loadError: boolean;
  onRetry: () => void;
  onAdd: (name: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  /** A further check of the trimmed name (after the required check): a message refuses it. */
  validate?: (name: string) => string | null;
  /** Help under the field (the stored slug, say), given the current text. */
  renderHint?: (name: string) => ReactNode;
}

/** The screen's wording for its noun, as the admin spec gives it ('Please enter an exam name', 'Topic added successfully!'...). */
function nameListTexts(noun: string) {
  const lower = noun.toLowerCase();
  const article = /^[aeiou]/.test(lower) ? 'an' : 'a';
  return {
    formTitle: `Add New ${noun}`,
    fieldLabel: `${noun} name`,
    submitLabel: `Add ${noun}`,
    listTitle: `Existing ${noun}s`,
    required: `Please enter ${article} ${lower} name`,
    added: `${noun} added successfully!`,
    addFailed: `Failed to add ${lower}. Please try again.`,
    deleted: `${noun} deleted successfully!`,
    deleteFailed: `Failed to delete ${lower}. Please try again.`,
    loadFailed: `Failed to load ${lower}s`,
    empty: `No ${lower}s yet. Add the first one.`,
  };
}

/**
 * The /add-exam and /add-topic screens' body (admin spec §2, §4, §5): an add form with one name field, and
 * the existing items in a panel that scrolls at about 24rem, each with a confirmed delete. While adding or
 * deleting, the button is disabled and says 'Adding...' or 'Deleting...'; messages clear after 3 s.
 */
export function NameListManager(props: NameListManagerProps) {
  const { items, loading, loadError } = props;
  const messages = nameListTexts(props.noun);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const { flash, show } = useFlash();
  const rowActions = useListRowActions<NamedItem>({
    remove: props.onDelete,
    confirmDelete: (item) => `Are you sure you want to delete "${item.name}"? This action cannot be undone.`,
    onDeleted: () => show('success', messages.deleted),
    onDeleteFailed: (error) => show('error', serverMessage(error, messages.deleteFailed)),
  });
  const inputId = useId();
  const hintId = useId();
  const listTitleId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      show('error', messages.required);
      return;
    }
    const problem = props.validate?.(trimmed);
    if (problem) {
      show('error', problem);
      return;
    }
    setAdding(true);
    try {
      await props.onAdd(trimmed);
      setName('');
      show('success', messages.added);
    } catch (error) {
      show('error', serverMessage(error, messages.addFailed));
    } finally {
      setAdding(false);
    }
  }

  const hint = props.renderHint?.(name);
  return (
    <div className={styles.layout}>
      <div className={styles.flash}>
        <FlashMessage flash={flash} />
      </div>
      <form className={adminStyles.panel} onSubmit={onSubmit} noValidate>
        <h2 className={styles.heading}>{messages.formTitle}</h2>
        <label className="field-label" htmlFor={inputId}>
          {messages.fieldLabel}
        </label>
        <input
          id={inputId}
          className="input"
          value={name}
          placeholder={props.placeholder}
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {hint && (
          <div id={hintId} className={styles.hint} aria-live="polite">
            {hint}
          </div>
        )}
        <Button type="submit" className={styles.submit} disabled={adding}>
          {adding ? 'Adding...' : messages.submitLabel}
        </Button>
      </form>

      <section className={adminStyles.panel} aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.heading}>
          {messages.listTitle}
          {items && <span className={styles.count}> ({items.length})</span>}
        </h2>
        {loading ? (
          <LoadingState />
        ) : loadError ? (
          <ErrorState message={messages.loadFailed} onAction={props.onRetry} />
        ) : !items || items.length === 0 ? (
          <p className={styles.empty}>{messages.empty}</p>
        ) : (
          // Scrolls at about 24rem; focusable so keyboard users can scroll it too.
          <div className={listStyles.scroller} role="region" tabIndex={0} aria-label={`${messages.listTitle}, scrollable`}>
            <ul className={listStyles.list} aria-labelledby={listTitleId}>
              {items.map((item) => (
                <li key={item._id} className={listStyles.row}>
                  <div className={listStyles.names}>
                    <span className={listStyles.name}>{item.name}</span>
                    {item.detail && <code className={listStyles.detail}>{item.detail}</code>}
                  </div>
                  <DeleteButton row={item} label={`Delete ${item.name}`} rowActions={rowActions} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}
