import type { MockTestResult, MockTestSubmission } from '@exam-prep/contract/public/mock-tests';
import { mockTestSubmission } from '@exam-prep/contract/public/mock-tests';
import { questionPagePath } from '@exam-prep/contract/question-path';
import { badRequest, HttpError, notFound } from '#src/lib/errors.js';
import type { StrapiClient } from '#src/strapi/client.js';
import type { StrapiMockTestAttempt, StrapiOption, StrapiQuestion } from '#src/strapi/types.js';
import { optionId } from '#src/questions/questions.js';
import { DEFAULT_LOCALE, type Locale } from '#src/strapi/locale.js';
import { localizedResult } from './mock-test-translations.js';
import { scoreAttempt, type ScoredQuestion } from './mock-test-scoring.js';
import { parseOrThrow } from '#src/lib/validation.js';
import { documentsByIds } from '#src/strapi/documents.js';
import type { ScoringMemory } from './mock-test-keys.js';
import { attemptStanding, idDisguise, type MockTestKeys, networkHash } from './mock-test-ids.js';
import { effectiveMarkingScheme, findPaper } from './mock-tests.js';

const submitPaperQuery = {
  fields: ['slug'],
  populate: {
    marking_scheme: { fields: ['correct_answer', 'wrong_answer'] },
    exam_pattern: {
      fields: ['duration'],
      populate: { marking_scheme: { fields: ['correct_answer', 'wrong_answer', 'negative_marking', 'negative_marking_value'] } },
    },
    sections: { fields: ['section_name'] },
  },
};

/** Its text (for its page's address) and whether it is held for tests (no public page) come with the answer key. */
const scoringQuery = {
  fields: ['answer', 'explanation', 'question', 'held_for_tests'],
  populate: { options: { fields: ['option_key', 'option_text'] } },
};

/** What scoring needs of a question: its answer, explanation and options (ids and texts) in order. */
const toAnswerKey = (row: StrapiQuestion): ScoredQuestion => ({
  answer: row.answer ?? null,
  explanation: row.explanation ?? null,
  options: (row.options ?? []).map((option: StrapiOption) => ({
    _id: optionId(row.documentId, option),
    option_text: option.option_text ?? '',
  })),
  pagePath: row.held_for_tests ? null : questionPagePath(row.documentId, row.question ?? ''),
});

async function findAttempt(cms: StrapiClient, attemptId: string): Promise<StrapiMockTestAttempt> {
  try {
    return await cms.get<StrapiMockTestAttempt>(`/mock-tests/attempts/${encodeURIComponent(attemptId)}`);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw notFound('Attempt not found: open the paper again to start a new attempt');
    throw error;
  }
}

/** The outcome of a promise, so that the paper's 404 can be told before the attempt's whichever lands first. */
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
const valueOf = <T>(outcome: { value: T } | { error: unknown }): T => {
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
};

const ALREADY_SUBMITTED = 'This attempt has already been submitted';
/** The CMS keeps at most this much time spent (attempts never submitted are pruned after a week anyway). */
const MAX_TIME_SPENT_SECONDS = 30 * 86_400;

/**
 * The responses in real ids. A response names the question and option by the ids the attempt was shown: one that is
 * not a question of the attempt, an option of another question, or a question answered twice is a 400 naming the
 * shown ids (never a real one).
 */
function realResponses(
  responses: MockTestSubmission['responses'],
  questionIds: ReadonlySet<string>,
  questions: ReadonlyMap<string, ScoredQuestion>,
  toReal: ReadonlyMap<string, string>,
): MockTestSubmission['responses'] {
  const seen = new Set<string>();
  return responses.map(({ question_id, option_id }, index) => {
    const realQuestion = toReal.get(question_id);
    if (realQuestion === undefined || !questionIds.has(realQuestion))
      throw badRequest(`responses[${index}].question_id: "${question_id}" is not a question of this attempt`);
    if (seen.has(realQuestion)) throw badRequest(`responses[${index}].question_id: "${question_id}" is answered more than once`);
    seen.add(realQuestion);
    const key = questions.get(realQuestion);
    const realOption = toReal.get(option_id);
    // A question deleted since the attempt began is left out of the score: its option is not checked.
    if (key && (realOption === undefined || !key.options.some((option) => option._id === realOption)))
      throw badRequest(`responses[${index}].option_id: "${option_id}" is not an option of question "${question_id}"`);
    return { question_id: realQuestion, option_id: realOption ?? option_id };
  });
}

export interface SubmitContext {
  keys: MockTestKeys;
  /** The client's address as the limits take it (TRUST_PROXY decides): only its network's keyed hash is kept. */
  clientAddress: string | undefined;
  locale?: Locale;
}

/**
 * POST /api/mock-tests/slug/{slug}/submit: scores an attempt on the server with the paper's marking scheme,
 * records it in the CMS (anonymously) and answers the result with the answers, explanations, the percentile
 * among the paper's counted attempts and each question's share of right answers. The time is the server's: from
 * the draw to now. A late attempt (past the paper's time and the grace) is scored and shown but never counted, nor is
 * an implausibly fast one or a second one from the same network within a day. A paper made inactive after the
 * attempt began is still scored: the student has sat it.
 */
export async function submitMockTest(
  cms: StrapiClient,
  memory: ScoringMemory,
  slug: string,
  input: unknown,
  { keys, clientAddress, locale = DEFAULT_LOCALE }: SubmitContext,
): Promise<MockTestResult> {
  const submission = parseOrThrow(mockTestSubmission, input ?? {});
  const [paperOutcome, attemptOutcome] = await Promise.all([
    settled(memory.paper(slug, () => findPaper(cms, slug, submitPaperQuery, false))),
    settled(findAttempt(cms, submission.attempt_id)),
  ]);
  const paper = valueOf(paperOutcome);
  const attempt = valueOf(attemptOutcome);
  if (attempt.mock_test_id !== paper.documentId) throw badRequest('attempt_id: this attempt belongs to another paper');
  if (attempt.submitted) throw new HttpError(409, ALREADY_SUBMITTED);

  const questionIds = attempt.question_ids.flat();
  const questions = await memory.answerKeysOf(questionIds, async (missing) => {
    const rows = await documentsByIds<StrapiQuestion>(cms, '/questions', missing, scoringQuery);
    return new Map([...rows].map(([id, row]) => [id, toAnswerKey(row)]));
  });
  const optionIds = [...questions.values()].flatMap((question) => question.options.map((option) => option._id));
  const { toShown, toReal } = idDisguise(keys.ids, attempt.attempt_id, [...questionIds, ...optionIds]);
  const sections = paper.sections ?? [];
  const scored = scoreAttempt({
    scheme: effectiveMarkingScheme(paper),
    sections: attempt.question_ids.map((ids, index) => ({
      section_name: sections[index]?.section_name ?? `Section ${index + 1}`,
      question_ids: ids,
    })),
    questions,
    responses: realResponses(submission.responses, new Set(questionIds), questions, toReal),
  });

  const timeSpent = Math.min(attempt.elapsed_seconds, MAX_TIME_SPENT_SECONDS);
  const { late, countable } = attemptStanding({
    elapsedSeconds: attempt.elapsed_seconds,
    allowedSeconds: attempt.allowed_seconds,
    answered: scored.correct + scored.wrong,
    questions: scored.correct + scored.wrong + scored.unanswered,
  });
  const rightAnswers = new Set(scored.questions.filter((question) => question.correct).map((question) => question.question_id));
  let recorded: { percentile: number; counted_attempts: number; counted: boolean; percent_correct: Record<string, number> };
  try {
    recorded = await cms.post(`/mock-tests/attempts/${encodeURIComponent(attempt.attempt_id)}/submit`, {
      score: scored.score,
      max_score: scored.max_score,
      time_spent_seconds: timeSpent,
      countable,
      late,
      ...(clientAddress ? { network: networkHash(keys.networks, clientAddress) } : {}),
      // Every question of the attempt, as the CMS keeps its tallies: one deleted since then counts as not answered right.
      results: questionIds.map((question_id) => ({ question_id, correct: rightAnswers.has(question_id) })),
    });
  } catch (error) {
    // Two submissions of one attempt racing past the check above: the CMS records only the first.
    if (error instanceof HttpError && error.status === 409) throw new HttpError(409, ALREADY_SUBMITTED);
    throw error;
  }
  const share = (value: unknown) => Math.min(100, Math.max(0, Number(value) || 0));
  const result: MockTestResult = {
    score: scored.score,
    max_score: scored.max_score,
    correct: scored.correct,
    wrong: scored.wrong,
    unanswered: scored.unanswered,
    percentile: share(recorded.percentile),
    counted_attempts: Math.max(1, Math.round(Number(recorded.counted_attempts) || 1)),
    counted: recorded.counted === true,
    late,
    time_spent_seconds: timeSpent,
    sections: scored.sections,
    questions: scored.questions.map(({ correct: _correct, ...question }) => ({
      ...question,
      real_question_id: question.question_id,
      question_path: questions.get(question.question_id)?.pagePath ?? null,
      percent_correct: share(recorded.percent_correct?.[question.question_id]),
    })),
  };
  // In another language: the explanations and section names of the translations (scoring read the English answers).
  const localized = await localizedResult(cms, locale, paper.documentId, result);
  // Then the ids the attempt was shown, for the screen to match; the real ones only with the result.
  const shown = (id: string | null) => (id === null ? null : (toShown.get(id) ?? id));
  return {
    ...localized,
    questions: localized.questions.map((question) => ({
      ...question,
      question_id: shown(question.question_id)!,
      chosen_option_id: shown(question.chosen_option_id),
      correct_option_id: shown(question.correct_option_id),
    })),
  };
}
