import { readSavedIds, writeSavedIds } from '@/lib/saved-questions';
import { mergeIntoAccount } from '@/features/student/api/merge';

/**
 * After a sign-in: this browser's saved questions join the account (POST merge, a union on the server), and the
 * account's come back into this browser (a union here too: nothing this browser holds is dropped). A failure
 * changes nothing: the next sign-in merges again.
 */
export async function syncAfterSignIn(): Promise<void> {
  const held = readSavedIds();
  try {
    const account = await mergeIntoAccount({ savedQuestions: held });
    const now = readSavedIds();
    const union = [...now, ...account.savedQuestions.filter((id) => !now.includes(id))];
    if (union.length !== now.length) writeSavedIds(union);
  } catch (error) {
    console.warn('Could not merge this browser into the account', error);
  }
}
