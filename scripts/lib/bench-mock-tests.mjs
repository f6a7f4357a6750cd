// A measure of scripts/bench.mjs: submitting a 100-question mock test, one request at a time. Each submit
// is scored by the proxy (the attempt, its paper and its 100 questions with answers read from the CMS) and recorded
// by the CMS (the attempt marked, the paper's tallies updated, its percentile read), so each needs an attempt of its
// own: the paper is fetched, untimed, before every timed submit.

export const BENCH_PAPER_SLUG = 'bench-100-question-paper';
const SUBTOPIC = 'bulk-set-1';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  return { status: response.status, body };
}

/**
 * The bench's paper, made through the admin API (and kept current on a reused database): the 100 questions of
 * bulk-set-1 in two fixed sections of 50, marked 2 and -0.5.
 */
export async function ensureBenchPaper({ proxyBase, cookie }) {
  const questions = (await json(`${proxyBase}/api/questions/subtopic/${SUBTOPIC}`)).body;
  if (!Array.isArray(questions) || questions.length !== 100) throw new Error(`${SUBTOPIC} should hold 100 questions`);
  const exams = (await json(`${proxyBase}/api/exams/all`)).body;
  const ids = questions.map((record) => record.question._id);
  const form = {
    title: 'Bench 100 Question Paper',
    slug: BENCH_PAPER_SLUG,
    kind: 'practice',
    exam_id: exams[0]._id,
    is_active: true,
    marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
    duration: 60,
    sections: [
      { section_name: 'Part A', question_ids: ids.slice(0, 50) },
      { section_name: 'Part B', question_ids: ids.slice(50) },
    ],
  };
  const headers = { cookie, 'content-type': 'application/json' };
  const created = await json(`${proxyBase}/api/mock-tests/admin`, { method: 'POST', headers, body: JSON.stringify(form) });
  if (created.status === 201) return;
  if (created.status !== 409) throw new Error(`creating the bench paper answered ${created.status}: ${JSON.stringify(created.body)}`);
  const listed = await json(`${proxyBase}/api/mock-tests/admin/all?search=${BENCH_PAPER_SLUG}`, { headers });
  const existing = listed.body.mockTests.find((paper) => paper.slug === BENCH_PAPER_SLUG);
  const updated = await json(`${proxyBase}/api/mock-tests/admin/${existing._id}`, { method: 'PUT', headers, body: JSON.stringify(form) });
  if (updated.status !== 200) throw new Error(`updating the bench paper answered ${updated.status}`);
}

/**
 * `rounds` timed submits (after `warmUpRounds` untimed ones), each of a fresh attempt answering about nine
 * questions in ten with a random option. Returns p99, median and max in ms, and the answer's size.
 */
export async function measureMockTestSubmits({ proxyBase, rounds, warmUpRounds = 10 }) {
  const timings = [];
  let bytes = 0;
  for (let round = 0; round < warmUpRounds + rounds; round++) {
    const paper = await json(`${proxyBase}/api/mock-tests/slug/${BENCH_PAPER_SLUG}`);
    if (paper.status !== 200) throw new Error(`the bench paper answered ${paper.status}: ${JSON.stringify(paper.body)}`);
    const responses = paper.body.sections
      .flatMap((section) => section.questions)
      .filter(() => Math.random() < 0.9)
      .map((question) => ({
        question_id: question._id,
        option_id: question.options[Math.floor(Math.random() * question.options.length)]._id,
      }));
    const body = JSON.stringify({ attempt_id: paper.body.attempt_id, responses, time_spent_seconds: 1800 });
    const t0 = performance.now();
    const response = await fetch(`${proxyBase}/api/mock-tests/slug/${BENCH_PAPER_SLUG}/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body,
    });
    const answer = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - t0;
    if (response.status !== 200) throw new Error(`a bench submit answered ${response.status}: ${answer.toString().slice(0, 200)}`);
    if (JSON.parse(answer).questions.length !== 100) throw new Error('a bench submit did not score 100 questions');
    if (round < warmUpRounds) continue;
    timings.push(ms);
    bytes = answer.length;
  }
  const sorted = timings.sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p99: percentile(sorted, 0.99),
    median: percentile(sorted, 0.5),
    max: sorted[sorted.length - 1],
    bytes,
  };
}
