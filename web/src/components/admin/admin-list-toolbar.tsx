import type { ReactNode } from 'react';
import adminStyles from './admin.module.css';
import styles from './admin-table.module.css';
import { LoadingState } from '@/components/status-views';
import { FilterSelect } from './filter-select';
import { SearchField } from './search-field';

interface AdminListToolbarProps {
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  /** The one drop-down filter, where the list has one: 'Exam Level' with 'All Levels', 'Category' with 'All Categories'... */
  filter?: { label: string; allLabel: string; options: readonly string[]; value: string; onChange: (value: string) => void };
  /** The Add button or link at the end of the row. */
  action: ReactNode;
  /** Further filters of the list, before the Add action (a second drop-down, a free-text category). */
  children?: ReactNode;
}

/** Above an admin list: Search, the list's filters if it has any, and the Add action. */
export function AdminListToolbar({ searchPlaceholder, search, onSearch, filter, action, children }: AdminListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <SearchField className={styles.grow} label="Search" placeholder={searchPlaceholder} value={search} onChange={onSearch} />
      {filter && (
        <FilterSelect
          className={styles.fixed}
          label={filter.label}
          placeholder={filter.allLabel}
          value={filter.value}
          onChange={filter.onChange}
          options={filter.options}
        />
      )}
      {children}
      {action}
    </div>
  );
}

interface AdminListLoadStateProps {
  error: unknown;
  loaded: boolean;
  /** 'Failed to load cheatsheets': alone when nothing was loaded, above the last list when a reload failed. */
  errorText: string;
  loadingLabel: string;
  children: ReactNode;
}

/** The list's load states: the failure text, the spinner, or the list (with the failure above it after a failed reload). */
export function AdminListLoadState({ error, loaded, errorText, loadingLabel, children }: AdminListLoadStateProps) {
  const failure = (
    <p className={adminStyles.error} role="alert">
      {errorText}
    </p>
  );
  if (error && !loaded) return failure;
  if (!loaded) return <LoadingState label={loadingLabel} />;
  return (
    <>
      {error ? failure : null}
      {children}
    </>
  );
}
