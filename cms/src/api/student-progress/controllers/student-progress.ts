import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { mergeBody, noteBody, questionIdBody, studentNote, testResultBody, topicVisitBody } from '@exam-prep/contract/student/progress';
import type StudentProgressService from '#src/api/student-progress/services/student-progress.js';
import { linkAttemptAndRank, paperLeaderboard } from '#src/api/student-progress/leaderboard.js';

type Context = Parameters<Core.ControllerHandler>[0];
type Progress = ReturnType<typeof StudentProgressService>;

/** The users-permissions role type of students (bootstrap/student-role.ts). */
const STUDENT_ROLE_TYPE = 'student';

const progress = (strapi: Core.Strapi) => strapi.service('api::student-progress.student-progress') as Progress;

/**
 * The signed-in student's user id. Strapi has checked the JWT and the role's permission already; the role type is
 * checked here as well, so that no other role given these actions by mistake reaches a student's rows.
 */
function studentId(ctx: Context): number {
  const user = ctx.state.user as { id?: number; role?: { type?: string } | null } | undefined;
  if (!user?.id) throw new errors.UnauthorizedError('Not signed in');
  if (user.role?.type !== STUDENT_ROLE_TYPE) throw new errors.ForbiddenError('Only students can do this');
  return user.id;
}

/** A contract schema, as far as this file uses it (the CMS and the contract may resolve different copies of zod). */
interface Schema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

/** The input checked with the contract's schema (the proxy checked it first; this route trusts nobody's input). */
function parsed<T>(schema: Schema<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new errors.ValidationError(`${issue.path.map(String).join('.') || 'body'}: ${issue.message}`);
  }
  return result.data;
}

/**
 * What a student's account keeps and syncs, called by the proxy with the student's own JWT (never by browsers):
 *   POST   /api/student-progress/saved-questions           {questionId}   → {saved: true}; 404 unknown or held question
 *   POST   /api/student-progress/saved-questions/remove    {questionId}   → {removed: true}
 *   POST   /api/student-progress/visits                    {topicName, subTopicName?}
 *   POST   /api/student-progress/results                   {subTopicName, score, completedAt?}
 *   GET    /api/student-progress/notes                     → {notes}
 *   PUT    /api/student-progress/notes/:noteId             {title, content, createdAt?, updatedAt?} → {note}
 *   DELETE /api/student-progress/notes/:noteId             → {note} (a tombstone); 404 unknown note
 *   POST   /api/student-progress/merge                     (contract mergeBody) → {savedQuestions, notes, linkedAttempts}
 *   GET    /api/student-progress/dashboard                 → the dashboard's rows (the proxy computes its numbers)
 *   POST   /api/student-progress/attempts/:attemptId/link  → {linked, rank: {rank, of} | null}; 404 unknown or unsubmitted
 *   GET    /api/student-progress/leaderboards/:mockTestId  → {entries, total}   (the proxy's token: a public read)
 */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    async saveQuestion(ctx) {
      const userId = studentId(ctx);
      const { questionId } = parsed(questionIdBody, ctx.request.body);
      if (!(await progress(strapi).saveQuestion(userId, questionId))) throw new errors.NotFoundError('Question not found');
      ctx.body = { saved: true };
    },

    async removeSavedQuestion(ctx) {
      const userId = studentId(ctx);
      const { questionId } = parsed(questionIdBody, ctx.request.body);
      await progress(strapi).removeSavedQuestion(userId, questionId);
      ctx.body = { removed: true };
    },

    async trackVisit(ctx) {
      const userId = studentId(ctx);
      const visit = parsed(topicVisitBody, ctx.request.body);
      await progress(strapi).trackVisit(userId, { ...visit, visitedAt: new Date().toISOString() });
      ctx.body = { tracked: true };
    },

    async saveTestResult(ctx) {
      const userId = studentId(ctx);
      const result = parsed(testResultBody, ctx.request.body);
      const completedAt = result.completedAt ? new Date(result.completedAt).toISOString() : new Date().toISOString();
      await progress(strapi).saveTestResult(userId, { ...result, completedAt });
      ctx.status = 201;
      ctx.body = { saved: true };
    },

    async listNotes(ctx) {
      ctx.body = { notes: await progress(strapi).listNotes(studentId(ctx)) };
    },

    async putNote(ctx) {
      const userId = studentId(ctx);
      const id = parsed(studentNote.shape.id, ctx.params.noteId);
      const note = parsed(noteBody, ctx.request.body);
      ctx.body = { note: await progress(strapi).putNote(userId, { ...note, id }) };
    },

    async deleteNote(ctx) {
      const userId = studentId(ctx);
      const id = parsed(studentNote.shape.id, ctx.params.noteId);
      const note = await progress(strapi).deleteNote(userId, id);
      if (!note) throw new errors.NotFoundError('Note not found');
      ctx.body = { note };
    },

    async merge(ctx) {
      const userId = studentId(ctx);
      ctx.body = await progress(strapi).merge(userId, parsed(mergeBody, ctx.request.body));
    },

    /** Links a just-submitted attempt to the signed-in student and answers their rank on its paper. */
    async linkAttempt(ctx) {
      const userId = studentId(ctx);
      const attemptId = String(ctx.params.attemptId ?? '');
      const answer = /^[A-Za-z0-9_-]{1,64}$/.test(attemptId) ? await linkAttemptAndRank(strapi, userId, attemptId) : null;
      if (!answer) throw new errors.NotFoundError('Attempt not found');
      ctx.body = answer;
    },

    /** A paper's leaderboard (by its document id): display names or "Student #1234" only, never accounts. */
    async leaderboard(ctx) {
      ctx.body = await paperLeaderboard(strapi, String(ctx.params.mockTestId ?? ''));
    },

    async dashboard(ctx) {
      const userId = studentId(ctx);
      const user = ctx.state.user as { username: string; email: string };
      ctx.body = { username: user.username, email: user.email, ...(await progress(strapi).dashboard(userId)) };
    },
  }) satisfies Core.Controller;
