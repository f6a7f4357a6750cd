import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '../status-views';
import { FlashMessage } from './flash-message';
import { serverMessage } from './server-message';
import { useFlash } from './use-flash';
import adminStyles from './admin.module.css';
import listStyles from './name-list.module.css';
import styles from './name-list-manager.module.css';

export interface NamedItem {
  id: string;
  /** What the list shows and the delete confirmation names. */
  name: string;
  /** A second line, e.g. the stored slug. */
  detail?: string;
}

export interface NameListMessages {
  /** Empty name: 'Please enter an exam name'. */
  required: string;
  added: string;
  addFailed: string;
  deleted: string;
  deleteFailed: string;
  loadFailed: string;
  /** The list is empty. */
  empty: string;
}

interface NameListManagerProps {
  formTitle: string;
  fieldLabel: string;
  placeholder?: string;
  submitLabel: string;
  listTitle: string;
  messages: NameListMessages;
  items: NamedItem[] | undefined;
  loading: boolean;
  loadError: boolean;
  onRetry: () => void;
  onAdd: (name: string) => Promise<unknown>;
  onDelete: (item: NamedItem) => Promise<unknown>;
  /** A further check of the trimmed name (after the required check): a message refuses it. */
  validate?: (name: string) => string | null;
  /** Help under the field (the stored slug, say), given the current text. */
  renderHint?: (name: string) => ReactNode;
}

/**
 * The /add-exam and /add-topic screens' body (admin spec §2, §4, §5): an add form with one name field, and
 * the existing items in a panel that scrolls at about 24rem, each with a confirmed delete. While adding or
 * deleting, the button is disabled and says 'Adding...' or 'Deleting...'; messages clear after 3 s.
 */
export function NameListManager(props: NameListManagerProps) {
  const { messages, items, loading, loadError } = props;
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { flash, show } = useFlash();
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

  async function onDelete(item: NamedItem) {
    if (!window.confirm(`Are you sure you want to delete "${item.name}"? This action cannot be undone.`)) return;
    setDeletingId(item.id);
    try {
      await props.onDelete(item);
      show('success', messages.deleted);
    } catch (error) {
      show('error', serverMessage(error, messages.deleteFailed));
    } finally {
      setDeletingId(null);
    }
  }

  const hint = props.renderHint?.(name);
  return (
    <div className={styles.layout}>
      <div className={styles.flash}>
        <FlashMessage flash={flash} />
      </div>
      <form className={adminStyles.panel} onSubmit={onSubmit} noValidate>
        <h2 className={styles.heading}>{props.formTitle}</h2>
        <label className="field-label" htmlFor={inputId}>
          {props.fieldLabel}
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
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={adding}>
          {adding ? 'Adding...' : props.submitLabel}
        </button>
      </form>

      <section className={adminStyles.panel} aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.heading}>
          {props.listTitle}
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
          <ul className={listStyles.list} tabIndex={0} aria-labelledby={listTitleId}>
            {items.map((item) => (
              <li key={item.id} className={listStyles.row}>
                <div className={listStyles.names}>
                  <span className={listStyles.name}>{item.name}</span>
                  {item.detail && <code className={listStyles.detail}>{item.detail}</code>}
                </div>
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={deletingId !== null}
                  aria-label={deletingId === item.id ? undefined : `Delete ${item.name}`}
                  onClick={() => void onDelete(item)}
                >
                  {deletingId === item.id ? 'Deleting...' : 'Delete'}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
