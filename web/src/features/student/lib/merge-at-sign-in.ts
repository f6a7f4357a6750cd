import { readSavedIds, writeSavedIds } from '@/lib/saved-questions';
import { ApiError } from '@/lib/api';
import { mergeIntoAccount } from '@/features/student/api/merge';
import { isNote, mergeNotes, readKeptResults, readLocalNotes, readPaperAttemptIds } from './kept-data';
import { resultKey } from './kept-keys';
import { MERGE_PENDING_KEY, SENT_RESULTS_KEY, writeJson } from './sync';
import { flushSyncQueue, pendingNoteIds, storeNotes } from './sync-send';

/*
 * At sign-in, what this browser holds joins the account (POST merge) and the account's comes back (a union both ways).
 * Loaded with the sign-in screen, or when a merge that failed is due again (./sync.ts); the sync that follows each
 * change (./sync.ts) is on every page.
 */

// The contract's limits of one merge (mergeBody): the newest are sent when a browser holds more.
const MAX_NOTES = 1000;
const MAX_RESULTS = 1000;
const MAX_ATTEMPTS = 500;

let merging: Promise<void> | undefined;

/**
 * After a sign-in: this browser's saved questions, notes, topic-test results and full-paper attempts join the account
 * (papers sat before signing in then count on the dashboard, with their rank), and the account's saved questions and
 * notes come back here. It never stands in the way of signing in. A merge the network or the server could not take
 * stays due (MERGE_PENDING_KEY): ./sync.ts tries again when back online and at the next page load while signed in.
 * One merge at a time.
 */
export function syncAfterSignIn(): Promise<void> {
  merging ??= mergeNow().finally(() => (merging = undefined));
  return merging;
}

async function mergeNow(): Promise<void> {
  // Due from now: a page closed meanwhile merges at the next load.
  writeJson(MERGE_PENDING_KEY, true);
  try {
    await flushSyncQueue();
    const held = readSavedIds();
    const notes = readLocalNotes().filter(isNote).slice(0, MAX_NOTES);
    const testResults = readKeptResults().slice(-MAX_RESULTS);
    const attempts = readPaperAttemptIds()
      .slice(-MAX_ATTEMPTS)
      .map((attemptId) => ({ attemptId }));
    // Lists this browser has none of are left out (the contract takes them as empty).
    const account = await mergeIntoAccount({
      savedQuestions: held,
      notes,
      ...(testResults.length > 0 && { testResults }),
      ...(attempts.length > 0 && { attempts }),
    });
    const now = readSavedIds();
    const union = [...now, ...account.savedQuestions.filter((id) => !now.includes(id))];
    if (union.length !== now.length) writeSavedIds(union);
    // A note changed here while the merge was on its way keeps this browser's version (its change is queued).
    const pending = pendingNoteIds();
    storeNotes(
      mergeNotes(
        readLocalNotes(),
        account.notes.filter((note) => !pending.has(note.id)),
      ),
    );
    // These results are in the account now: not queued again.
    writeJson(SENT_RESULTS_KEY, [...new Set([...readKeptResults().map(resultKey), ...testResults.map(resultKey)])]);
    writeJson(MERGE_PENDING_KEY, false);
  } catch (error) {
    console.warn('Could not merge this browser into the account', error);
    const status = error instanceof ApiError ? error.status : 0;
    // Not due again when it never can succeed (refused as it is, or no longer signed in: the next sign-in merges).
    if (status !== 0 && status < 500 && status !== 429) writeJson(MERGE_PENDING_KEY, false);
  }
}
