import { useState } from 'react';

interface ListRowActionsOptions<Row> {
  remove: (id: string) => Promise<unknown>;
  /** Asked before a delete, e.g. 'Are you sure you want to delete this cheatsheet?'. */
  confirmDelete: (row: Row) => string;
  /** After a delete went through (a success message, the list without the row...). */
  onDeleted?: (row: Row) => Promise<unknown> | void;
  onDeleteFailed: (error: unknown) => void;
  /** Only lists with a featured toggle. */
  setFeatured?: (id: string, featured: boolean) => Promise<unknown>;
  /** Reloads the list (and its stats) after either action, whatever its outcome. */
  reload?: () => Promise<unknown>;
}

export interface ListRowActions<Row> {
  /** The record whose toggle or delete is under way (its buttons wait). */
  busyId: string | null;
  /** The record being deleted: only its Delete button says 'Deleting...' (not during a featured toggle). */
  deletingId: string | null;
  toggleFeatured: (row: Row & { _id: string; featured: boolean }) => void;
  remove: (row: Row & { _id: string }) => void;
}

/** The confirmed delete (and the featured toggle) of a row of an admin list, one row at a time. */
export function useListRowActions<Row>({
  remove,
  confirmDelete,
  onDeleted,
  onDeleteFailed,
  setFeatured,
  reload,
}: ListRowActionsOptions<Row>): ListRowActions<Row> {
  const [busy, setBusy] = useState<{ id: string; action: 'featured' | 'delete' } | null>(null);

  async function toggleFeatured(row: Row & { _id: string; featured: boolean }) {
    if (!setFeatured) return;
    setBusy({ id: row._id, action: 'featured' });
    // A failed toggle is ignored (spec §8); the list shows the stored value after the reload either way.
    await setFeatured(row._id, !row.featured).catch(() => undefined);
    await reload?.();
    setBusy(null);
  }

  async function removeRow(row: Row & { _id: string }) {
    if (!window.confirm(confirmDelete(row))) return;
    setBusy({ id: row._id, action: 'delete' });
    try {
      await remove(row._id);
      await onDeleted?.(row);
    } catch (error) {
      onDeleteFailed(error);
    }
    await reload?.();
    setBusy(null);
  }

  return {
    busyId: busy?.id ?? null,
    deletingId: busy?.action === 'delete' ? busy.id : null,
    toggleFeatured: (row) => void toggleFeatured(row),
    remove: (row) => void removeRow(row),
  };
}
