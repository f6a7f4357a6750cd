import type { z } from 'zod';
import { messageAnswer } from '#src/student/account.js';
import {
  dashboardAnswer,
  mergeAnswer,
  mergeBody,
  noteAnswer,
  noteBody,
  noteIdParams,
  notesAnswer,
  questionIdBody,
  testResultBody,
  topicVisitBody,
} from '#src/student/progress.js';
import { created, ok, type Answer, type Method, type Operation } from './operation.js';

/** What a student's account keeps and syncs, and the dashboard (docs/student-accounts.md). */

/** Every call needs the student's session cookie (examprep_student). */
const STUDENT_AUTH: Operation['auth'] = 'student';

const student = (
  id: string,
  method: Method,
  path: string,
  summary: string,
  responses: Record<number, Answer>,
  more: Partial<Operation> & { body?: z.ZodType } = {},
): Operation => ({
  id,
  method,
  path,
  tag: 'Students',
  summary,
  auth: STUDENT_AUTH,
  responses,
  // No session (401); writes also refuse a foreign Origin (403) and a body over the limit (413).
  errorStatuses: method === 'get' ? [401] : [401, 403, 413],
  ...more,
});

export const studentProgressOperations: Operation[] = [
  student(
    'saveQuestionForStudent',
    'post',
    '/api/student/save-question',
    'Saves a practice question to the account (idempotent)',
    ok(messageAnswer),
    { body: questionIdBody, errorStatuses: [401, 403, 404, 413] },
  ),
  student(
    'removeSavedQuestionForStudent',
    'post',
    '/api/student/remove-saved-question',
    'Removes a saved question (idempotent: also when not saved)',
    ok(messageAnswer),
    { body: questionIdBody },
  ),
  student(
    'trackTopicVisit',
    'post',
    '/api/student/track-topic-visit',
    'Records a visit of a practice page (an upsert: its time refreshed; the newest 200 kept)',
    ok(messageAnswer),
    { body: topicVisitBody },
  ),
  student(
    'saveTestResult',
    'post',
    '/api/student/save-test-result',
    'Stores a topic test result (a result sent twice is kept once)',
    created(messageAnswer),
    { body: testResultBody },
  ),
  student('listStudentNotes', 'get', '/api/student/notes', "The account's notes, deleted ones as tombstones", ok(notesAnswer)),
  student(
    'putStudentNote',
    'put',
    '/api/student/notes/{id}',
    'Creates or replaces a note (content sanitised); a stored note changed later stays',
    ok(noteAnswer),
    { params: noteIdParams, body: noteBody },
  ),
  student(
    'deleteStudentNote',
    'delete',
    '/api/student/notes/{id}',
    'Deletes a note, keeping a tombstone for other devices',
    ok(noteAnswer),
    {
      params: noteIdParams,
      errorStatuses: [401, 403, 404],
    },
  ),
  student(
    'mergeStudentProgress',
    'post',
    '/api/student/merge',
    "Merges what a browser holds into the account (union, nothing overwritten); answers the account's state",
    ok(mergeAnswer),
    { body: mergeBody },
  ),
  student(
    'studentDashboard',
    'get',
    '/api/student/dashboard',
    'Saved questions, results, visits and stats (the spec), with accuracy, weakest subtopics, streak, papers',
    ok(dashboardAnswer),
  ),
];
