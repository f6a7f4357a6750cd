import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { createAttempt, findAttempt, submitAttempt, type Submission } from '#src/mock-tests/attempts.js';

const UID = 'api::mock-test.mock-test';
/** Document ids are 24 characters; anything past this is not one. */
const MAX_ID_LENGTH = 64;
/** The longest papers have 10 sections of 200 questions (contract/src/admin/mock-tests.ts), with room. */
const MAX_SECTIONS = 20;
const MAX_QUESTIONS = 2000;
/** Time spent is measured on the server from the draw; attempts never submitted go after a week. */
const MAX_SECONDS = 30 * 86_400;
/** A paper's time: far beyond any real one (the admin form allows 10 sections of 600 minutes). */
const MAX_ALLOWED_SECONDS = 7 * 86_400;
/** Scores are small numbers; this only keeps nonsense out of the percentiles. */
const MAX_ABS_SCORE = 1_000_000;

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const invalid = (message: string) => new errors.ValidationError(message);

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

function newAttemptBody(body: unknown): { mockTestId: string; questionIds: string[][]; allowedSeconds: number | null } {
  if (!isObject(body)) throw invalid('The body must be a JSON object {mock_test_id, question_ids, allowed_seconds}');
  const allowed = body.allowed_seconds ?? null;
  if (allowed !== null && !(isWhole(allowed, MAX_ALLOWED_SECONDS) && allowed > 0))
    throw invalid(`allowed_seconds must be a whole number from 1 to ${MAX_ALLOWED_SECONDS}`);
  if (!isId(body.mock_test_id)) throw invalid(`mock_test_id must be a document id (1 to ${MAX_ID_LENGTH} characters)`);
  const sections = body.question_ids;
  if (!Array.isArray(sections) || sections.length === 0 || sections.length > MAX_SECTIONS)
    throw invalid(`question_ids must be a list of 1 to ${MAX_SECTIONS} sections, each a list of question ids`);
  if (!sections.every((section) => Array.isArray(section) && section.every(isId)))
    throw invalid(`question_ids must hold lists of question ids (1 to ${MAX_ID_LENGTH} characters each)`);
  const total = (sections as string[][]).reduce((sum, section) => sum + section.length, 0);
  if (total === 0 || total > MAX_QUESTIONS) throw invalid(`question_ids must name 1 to ${MAX_QUESTIONS} questions in all`);
  return { mockTestId: body.mock_test_id, questionIds: sections as string[][], allowedSeconds: allowed };
}

function submissionBody(body: unknown): Submission {
  if (!isObject(body)) throw invalid('The body must be a JSON object {score, max_score, time_spent_seconds, results}');
  const { score, max_score, time_spent_seconds, results, countable = true, late = false, network } = body;
  const isScore = (value: unknown): value is number =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_ABS_SCORE;
  if (!isScore(max_score) || max_score < 0) throw invalid('max_score must be a number of at least 0');
  if (!isScore(score) || score > max_score) throw invalid('score must be a number of at most max_score');
  if (!isWhole(time_spent_seconds, MAX_SECONDS)) throw invalid(`time_spent_seconds must be a whole number from 0 to ${MAX_SECONDS}`);
  if (typeof countable !== 'boolean' || typeof late !== 'boolean') throw invalid('countable and late must be true or false');
  if (network !== undefined && !isId(network)) throw invalid(`network must be a hash of 1 to ${MAX_ID_LENGTH} characters`);
  if (!Array.isArray(results) || results.length > MAX_QUESTIONS)
    throw invalid(`results must be a list of at most ${MAX_QUESTIONS} entries`);
  if (!results.every((result) => isObject(result) && isId(result.question_id) && typeof result.correct === 'boolean'))
    throw invalid('results must hold {question_id, correct: true|false} for each question of the attempt');
  const checked = results as Submission['results'];
  if (new Set(checked.map((result) => result.question_id)).size !== checked.length) throw invalid('results must name each question once');
  return { score, max_score, time_spent_seconds, countable, late, ...(network === undefined ? {} : { network }), results: checked };
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/mock-tests/attempts: stores the questions an attempt drew, per section, in order. */
  async createAttempt(ctx) {
    const { mockTestId, questionIds, allowedSeconds } = newAttemptBody(ctx.request.body);
    const paper = await strapi.db.query(UID).findOne({ where: { documentId: mockTestId }, select: ['id'] });
    if (!paper) throw new errors.NotFoundError('Mock test not found');
    ctx.status = 201;
    ctx.body = { attempt_id: await createAttempt(strapi, mockTestId, questionIds, allowedSeconds) };
  },

  /** GET /api/mock-tests/attempts/:attemptId */
  async findAttempt(ctx) {
    const attempt = isId(ctx.params.attemptId) ? await findAttempt(strapi, ctx.params.attemptId) : null;
    if (!attempt) throw new errors.NotFoundError('Attempt not found');
    ctx.body = attempt;
  },

  /** POST /api/mock-tests/attempts/:attemptId/submit: once per attempt (409 after that). */
  async submitAttempt(ctx) {
    const submission = submissionBody(ctx.request.body);
    const submitted = isId(ctx.params.attemptId)
      ? await submitAttempt(strapi, ctx.params.attemptId, submission)
      : { outcome: 'unknown' as const };
    switch (submitted.outcome) {
      case 'unknown':
        throw new errors.NotFoundError('Attempt not found');
      case 'already-submitted':
        return ctx.conflict('This attempt was submitted already');
      case 'mismatch':
        throw invalid(submitted.message);
      default:
        ctx.body = submitted.result;
    }
  },
}));
