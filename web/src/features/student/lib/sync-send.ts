import { ApiError } from '@/lib/api';
import { saveQuestionToAccount } from '@/features/student/api/save-question';
import { removeQuestionFromAccount } from '@/features/student/api/remove-saved-question';
import { trackTopicVisit } from '@/features/student/api/track-topic-visit';
import { SYNC_QUEUE_KEY, readQueue, writeJson } from './sync';

/** The sender of the account sync's queue (./sync.ts): loaded once a signed-in student has something to send. */

let flushing: Promise<void> | undefined;
let flushAgain = false;

/** Sends the queued changes in order, one run at a time (a change queued meanwhile goes in the next run). */
export function flushSyncQueue(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      flushAgain = false;
      await sendQueued();
    } while (flushAgain);
  })().finally(() => (flushing = undefined));
  return flushing;
}

/** Stops at the first change the network refuses; one the server refuses for good (a 401, a 404) is dropped. */
async function sendQueued(): Promise<void> {
  for (const change of readQueue()) {
    try {
      await (change.saved ? saveQuestionToAccount(change.questionId) : removeQuestionFromAccount(change.questionId));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // No connection, or the server is having trouble: try again later. Anything else will not get better.
      if (status === 0 || status >= 500 || status === 429) return;
    }
    writeJson(
      SYNC_QUEUE_KEY,
      readQueue().filter((entry) => !(entry.questionId === change.questionId && entry.saved === change.saved)),
    );
  }
}

/** Records a practice page's visit in the account (for the dashboard's recent topics and "continue"); a failure is only logged. */
export async function recordVisit(topicName: string, subTopicName: string): Promise<void> {
  try {
    await trackTopicVisit(topicName, subTopicName);
  } catch (error) {
    console.warn('Could not record the visit', error);
  }
}
