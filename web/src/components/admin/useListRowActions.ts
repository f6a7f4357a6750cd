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
  /** The record whose toggle or delete is under way. */
  busyId: string | null;
  toggleFeatured: (row: { _id: string; featured: boolean }) => void;
  remove: (row: { _id: string }) => void;
}

/** The featured toggle and the confirmed delete of the exam-pattern and cheatsheet lists. */
export function useListRowActions({ setFeatured, remove, confirmDelete, onDeleteFailed, reload }: ListRowActionsOptions): ListRowActions {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function toggleFeatured(row: { _id: string; featured: boolean }) {
    setBusyId(row._id);
    // A failed toggle is ignored (spec §8); the list shows the stored value after the reload either way.
    await setFeatured(row._id, !row.featured).catch(() => undefined);
    await reload();
    setBusyId(null);
  }

  async function removeRow(row: { _id: string }) {
    if (!window.confirm(confirmDelete)) return;
    setBusyId(row._id);
    try {
      await remove(row._id);
    } catch {
      onDeleteFailed();
    }
    await reload();
    setBusyId(null);
  }

  return { busyId, toggleFeatured: (row) => void toggleFeatured(row), remove: (row) => void removeRow(row) };
}
