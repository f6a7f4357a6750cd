import { useState } from 'react';

interface ListRowActionsOptions {
  setFeatured: (id: string, featured: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Asked before a delete, e.g. 'Are you sure you want to delete this cheatsheet?'. */
  confirmDelete: string;
  onDeleteFailed: () => void;
  /** Reloads the list (and its stats) after either action. */
  reload: () => Promise<unknown>;
}

export interface ListRowActions {
  /** The record whose toggle or delete is under way (both its buttons wait). */
  busyId: string | null;
  /** The record being deleted: only its Delete button says 'Deleting...' (not during a featured toggle). */
  deletingId: string | null;
  toggleFeatured: (row: { _id: string; featured: boolean }) => void;
  remove: (row: { _id: string }) => void;
}

/** The featured toggle and the confirmed delete of the exam-pattern and cheatsheet lists. */
export function useListRowActions({ setFeatured, remove, confirmDelete, onDeleteFailed, reload }: ListRowActionsOptions): ListRowActions {
  const [busy, setBusy] = useState<{ id: string; action: 'featured' | 'delete' } | null>(null);

  async function toggleFeatured(row: { _id: string; featured: boolean }) {
    setBusy({ id: row._id, action: 'featured' });
    // A failed toggle is ignored (spec §8); the list shows the stored value after the reload either way.
    await setFeatured(row._id, !row.featured).catch(() => undefined);
    await reload();
    setBusy(null);
  }

  async function removeRow(row: { _id: string }) {
    if (!window.confirm(confirmDelete)) return;
    setBusy({ id: row._id, action: 'delete' });
    try {
      await remove(row._id);
    } catch {
      onDeleteFailed();
    }
    await reload();
    setBusy(null);
  }

  return {
    busyId: busy?.id ?? null,
    deletingId: busy?.action === 'delete' ? busy.id : null,
    toggleFeatured: (row) => void toggleFeatured(row),
    remove: (row) => void removeRow(row),
  };
}
