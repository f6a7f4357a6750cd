// How long a student's tap waits for the screen to answer, INP-style, on a phone-sized Chromium with its CPU slowed
// down (6x by default, through the DevTools protocol): four interactions, `tries` times each, the 75th percentile
// of each against INTERACTION_GOAL_MS.
//
// What is measured: input to next paint, as the browser's Event Timing API reports it (what INP is built on). A
// PerformanceObserver installed before the app's scripts keeps every `event` entry of 16 ms or more (the smallest
// threshold the API allows); a try's latency is the largest duration among its interaction's entries (INP takes
// the longest event of an interaction: pointerdown, pointerup or click). The taps are real input: touch events sent
// through CDP (Input.dispatchTouchEvent), which the browser handles, and Event Timing sees, as a student's.
//
// Not measured: the page's load and hydration (the CPU runs at full speed until <html data-interactive> is set and
// the network is quiet), scrolling the target into view, and what each try does to get ready (closing a dialog).
//
// The language switch: the tap's answer (as above) and the page shown in the other language (from the click), or
// for a build whose switch is a plain link, the new document's first paint: interaction-bench-language.mjs.
//
// Run alone against a running stack: node scripts/lib/interaction-bench.mjs --base-url http://127.0.0.1:3000 [--only palette]
//
// The functions given to the page (addInitScript, page.evaluate) run in the browser, with its globals.
/* global window, addEventListener, requestAnimationFrame */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tapLanguageSwitch } from './interaction-bench-language.mjs';

export const INTERACTION_GOAL_MS = 100;
/** The smallest durationThreshold Event Timing accepts: shorter events are never reported. */
export const EVENT_TIMING_THRESHOLD_MS = 16;

export const PRACTICE_PAGE = '/practice/general-aptitude/percentages';
export const MOCK_TEST_PAGE = '/mock-tests/ssc-cgl-tier-1-2024-shift-1';

// ── The pure parts (tested in interaction-bench.test.mjs) ──────────────────────────────────────────────────

/** The p-th percentile by nearest rank: the smallest value with at least p% of the values at or below it. */
export function percentile(values, p) {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile: p must be in (0, 100], got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

/**
 * Event Timing entries grouped by interaction: interactionId → the largest duration among its entries, as INP
 * counts an interaction. Entries with interactionId 0 (events that are no interaction: pointerenter, mousemove…)
 * are left out.
 */
export function latencyByInteraction(entries) {
  const latencies = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    latencies.set(entry.interactionId, Math.max(latencies.get(entry.interactionId) ?? 0, entry.duration));
  }
  return latencies;
}

/**
 * One try's latency: the largest interaction latency among the entries that started at or after `since` (the
 * page's clock just before the tap), or null when the tap left no entry (every event of it under the threshold).
 */
export function tryLatency(entries, since) {
  const latencies = [...latencyByInteraction(entries.filter((entry) => entry.startTime >= since)).values()];
  return latencies.length ? Math.max(...latencies) : null;
}

/** The parts of entryParts, and their median over a set of tries. */
const PARTS = ['inputDelay', 'processing', 'presentation'];
const medianOf = (parts, key) => {
  const values = parts.map((part) => part[key]);
  return Math.round(percentile(values, 50));
};

/**
 * Where the slowest event of a try spent its time: waiting for the main thread (input delay), in the page's
 * handlers (processing), and from there to the paint (presentation: rendering, layout, paint). Event Timing rounds
 * durations to 8 ms, so presentation is floored at 0.
 */
export function entryParts(entries, since) {
  let slowest = null;
  for (const entry of entries)
    if (entry.interactionId && entry.startTime >= since && (!slowest || entry.duration > slowest.duration)) slowest = entry;
  if (!slowest) return null;
  return {
    inputDelay: slowest.processingStart - slowest.startTime,
    processing: slowest.processingEnd - slowest.processingStart,
    presentation: Math.max(0, slowest.startTime + slowest.duration - slowest.processingEnd),
  };
}

// ── In the page ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Installed before any of the page's scripts (addInitScript): keeps the Event Timing entries and the trusted
 * pointerdown/click events seen (to tell a fast tap from a tap that never arrived), and leaves each click's wall
 * clock time in sessionStorage for the next document (the language switch).
 */
function installProbe(threshold) {
  const probe = { entries: [], inputs: [], supported: false, flush: () => {} };
  Object.defineProperty(window, '__interactionProbe', { value: probe });
  const keep = (entries) => {
    for (const { name, interactionId, startTime, duration, processingStart, processingEnd } of entries)
      probe.entries.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
  };
  try {
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: threshold, buffered: true });
    probe.flush = () => keep(observer.takeRecords());
    probe.supported = true;
  } catch {
    // No Event Timing: measureInteractions says so and stops.
  }
  for (const type of ['pointerdown', 'click'])
    addEventListener(
      type,
      (event) => {
        if (!event.isTrusted) return;
        probe.inputs.push({ type, startTime: event.timeStamp });
        if (type === 'click') {
          try {
            sessionStorage.setItem('interactionProbe:click', String(performance.timeOrigin + event.timeStamp));
          } catch {
            // Storage blocked: the language switch cannot be timed, and says so.
          }
        }
      },
      { capture: true, passive: true },
    );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ── Driving the browser ─────────────────────────────────────────────────────────────────────────────────────

/** Reads what the probe saw since `since`, after two animation frames and a task (the frame the input caused has
 * been painted by then) and the observer's flush. */
const readProbe = (page, since) =>
  page.evaluate(async (since) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const probe = window.__interactionProbe;
    probe.flush();
    return {
      entries: probe.entries.filter((entry) => entry.startTime >= since),
      inputs: probe.inputs.filter((input) => input.startTime >= since).length,
    };
  }, since);

/**
 * Taps `target` and returns its latency in ms. `done` waits until the app shows the tap's effect (which proves
 * the tap was the interaction meant). The entries of an interaction come after its paint, and a tap's pointerdown
 * and click may be painted in different frames: the reading repeats until it has not changed for STABLE_MS.
 */
async function timeTap(page, cdp, target, done) {
  const { since, tapped } = await touch(page, cdp, target);
  await done();
  const STABLE_MS = 200;
  const NO_ENTRY_MS = 1500;
  let last = null;
  let lastChange = Date.now();
  for (;;) {
    const { entries, inputs } = await readProbe(page, since);
    const latency = tryLatency(entries, since);
    if (latency !== last) {
      last = latency;
      lastChange = Date.now();
    }
    if (latency !== null && Date.now() - lastChange >= STABLE_MS) return { ms: latency, reported: true, parts: entryParts(entries, since) };
    if (latency === null && Date.now() - tapped >= NO_ENTRY_MS) {
      if (inputs === 0) throw new Error('the tap reached no event listener of the page: nothing to measure');
      // The tap arrived (its events were seen) and its effect is on screen, yet no entry came: Event Timing leaves
      // out events under 16 ms (durations are rounded to 8 ms, so the true value was under 12 ms). The true value
      // is unknown, so the try counts as 16 ms: never better than the browser could vouch for.
      return { ms: EVENT_TIMING_THRESHOLD_MS, reported: false };
    }
    await sleep(50);
  }
}

/** How long a finger rests on the glass in a tap: people's taps last about 70 to 150 ms; the short end is taken. */
export const TAP_HOLD_MS = 80;

/**
 * A finger's tap on `target`'s centre: a touch start, TAP_HOLD_MS, a touch end, sent through CDP as the browser's
 * own input. Not locator.tap(): it first runs Playwright's actionability checks in the page (frames watched,
 * listeners added), main-thread work of the harness the tap would wait behind; and it lifts the finger at once, so
 * the touch end queues behind the touch start's work, which no finger does. The caller checks the tap's effect,
 * which proves it hit the target. Returns the page's clock and the wall clock just before the touch.
 */
async function touch(page, cdp, target) {
  await target.scrollIntoViewIfNeeded();
  // The scroll painted first: its frames are no part of the tap.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on screen`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const since = await page.evaluate(() => performance.now());
  const tapped = Date.now();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await sleep(TAP_HOLD_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return { since, tapped };
}

/** A fixed piece of work timed in the page, the best of three: how the CPU slowdown shows. */
const busyLoopMs = (page) =>
  page.evaluate(() => {
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      let x = 0;
      for (let i = 0; i < 1e7; i++) x += Math.sqrt(i);
      if (x > 0) best = Math.min(best, performance.now() - start);
    }
    return best;
  });
// Other processes on the machine stretch the full-speed time too: half the rate (at most 2x) tells a slowed page.
const slowedDown = (fast, slow, rate) => rate <= 1 || slow >= fast * Math.min(2, rate / 2);

export const INTERACTIONS = ['answer', 'explanation', 'palette', 'language']; // the names `only` takes
/**
 * Measures the four interactions (or `only` some) on a running stack at `baseUrl`. Returns one entry per one measured:
 * { name, p75, samples (ms, one per try), unreported (tries under 16 ms, counted as 16), breakdown (medians of the
 * slowest event's input delay, processing and presentation; null for the language switch) }.
 */
export async function measureInteractions({ playwright, executablePath, baseUrl, tries = 20, cpuSlowdown = 6, only, log = console.log }) {
  if (only?.some((name) => !INTERACTIONS.includes(name))) throw new Error(`only: some of ${INTERACTIONS.join(', ')}`);
  const browser = await playwright.chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      // The service worker's install (the precache) would run beside the first tries; without it each try meets
      // the same page. Its caches matter to loading, which is not measured here.
      serviceWorkers: 'block',
      locale: 'en-IN',
    });
    await context.addInitScript(installProbe, EVENT_TIMING_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

    /** Loads `url` at full speed, waits for hydration and a quiet network, then slows the CPU down. */
    const load = async (url) => {
      await throttle(1);
      await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await throttle(cpuSlowdown);
    };

    const results = [];
    const measure = async (key, name, run) => {
      if (only && !only.includes(key)) return;
      const samples = [];
      const parts = [];
      let unreported = 0;
      await run(async (latency) => {
        samples.push(latency.ms);
        if (!latency.reported) unreported += 1;
        if (latency.parts) parts.push(latency.parts);
      });
      const p75 = percentile(samples, 75);
      // The medians of the slowest event's parts, to see where the time goes (not the language switch: a new page).
      const breakdown = parts.length ? Object.fromEntries(PARTS.map((key) => [key, medianOf(parts, key)])) : null;
      results.push({ name, p75, samples, unreported, breakdown });
      log(
        `  ${name}: p75 ${Math.round(p75)} ms over ${samples.length} tries (max ${Math.round(Math.max(...samples))} ms` +
          `${unreported ? `; ${unreported} under ${EVENT_TIMING_THRESHOLD_MS} ms, counted as ${EVENT_TIMING_THRESHOLD_MS}` : ''})` +
          (breakdown
            ? `; median input delay ${breakdown.inputDelay} ms, processing ${breakdown.processing} ms, to the paint ${breakdown.presentation} ms`
            : ''),
      );
    };

    // The server's caches warm, as a running site's are (the first render of a page is not the student's wait).
    for (const url of [PRACTICE_PAGE, `/hi${PRACTICE_PAGE}`, MOCK_TEST_PAGE]) await fetch(`${baseUrl}${url}`).then((r) => r.text());
    await load(PRACTICE_PAGE);
    if (!(await page.evaluate(() => window.__interactionProbe?.supported)))
      throw new Error('this Chromium has no Event Timing API (PerformanceObserver type "event")');
    // The slowdown must show in the page, or the numbers below mean a fast phone.
    await throttle(1);
    const fast = await busyLoopMs(page);
    await throttle(cpuSlowdown);
    const slow = await busyLoopMs(page);
    log(`  CPU slowdown ${cpuSlowdown}x: a fixed loop took ${fast.toFixed(0)} ms at full speed, ${slow.toFixed(0)} ms slowed`);
    if (!slowedDown(fast, slow, cpuSlowdown))
      throw new Error(`the CPU slowdown did not take (${fast.toFixed(0)} ms → ${slow.toFixed(0)} ms)`);

    const cards = page.getByTestId('question-card');

    // 1. Each tap is a question's first answer: option A of the next card not answered yet; the page is loaded
    //    again once every card on it has been answered.
    await measure('answer', 'tap an answer', async (record) => {
      let next = 0;
      for (let i = 0; i < tries; i++) {
        if (next === (await cards.count())) {
          await load(PRACTICE_PAGE);
          next = 0;
        }
        const option = cards.nth(next++).getByRole('button', { name: /^Option A:/ });
        if ((await option.getAttribute('aria-pressed')) === 'true') throw new Error('an answered question was about to be measured');
        record(await timeTap(page, cdp, option, () => option.and(page.locator('[aria-pressed="true"]')).waitFor()));
      }
    });

    // 2. The Explanation button of each card in turn; the dialog is closed (Escape, not measured) between tries.
    await measure('explanation', 'open an explanation', async (record) => {
      await load(PRACTICE_PAGE);
      for (let i = 0; i < tries; i++) {
        const button = cards.nth(i % (await cards.count())).getByRole('button', { name: 'Explanation', exact: true });
        const dialog = page.getByRole('dialog');
        record(await timeTap(page, cdp, button, () => dialog.waitFor()));
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    });

    // 3. A full paper after Start: the palette's buttons (in the page, below the question at 360 px), each try
    //    to the question after the one on screen.
    const paletteButtons = page.getByRole('button', { name: /^Question \d+, / });
    await measure('palette', 'move in the exam palette', async (record) => {
      await load(MOCK_TEST_PAGE);
      await throttle(1);
      const start = page.getByRole('button', { name: /^start\b/i });
      await start.first().click();
      await paletteButtons.first().waitFor();
      await page.waitForLoadState('networkidle');
      await throttle(cpuSlowdown);
      const count = await paletteButtons.count();
      if (count < 2) throw new Error(`the exam palette shows ${count} question(s): nowhere to move`);
      for (let i = 0; i < tries; i++) {
        const target = paletteButtons.nth((i + 1) % count);
        record(await timeTap(page, cdp, target, () => target.and(page.locator('[aria-current="true"]')).waitFor()));
      }
    });

    // 4. The language switch in the top bar, English → हिंदी → English…: the page shown in the other language (in
    //    place, or a new document's first paint for a build whose switch is a plain link), and the tap's answer.
    const answers = [];
    await measure('language', 'switch the language: the page shown in it', async (record) => {
      await load(PRACTICE_PAGE);
      for (let i = 0; i < tries; i++) {
        const { ms, since, sameDocument } = await tapLanguageSwitch(page, (link) => touch(page, cdp, link));
        record({ ms, reported: true });
        if (sameDocument) {
          const { entries } = await readProbe(page, since);
          const answer = tryLatency(entries, since);
          answers.push(
            answer === null
              ? { ms: EVENT_TIMING_THRESHOLD_MS, reported: false }
              : { ms: answer, reported: true, parts: entryParts(entries, since) },
          );
        }
        // From a quiet page, as the others (a new document: hydrated, and still slowed, which the check below proves once).
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        if (i === 0 && !sameDocument) {
          const after = await busyLoopMs(page);
          if (!slowedDown(fast, after, cpuSlowdown))
            throw new Error(`the CPU slowdown was lost on the new page (${after.toFixed(0)} ms for the loop)`);
        }
      }
    });
    if (answers.length) await measure('language', 'switch the language: the tap answered', (record) => answers.forEach(record));
    return results;
  } finally {
    await browser.close();
  }
}

const USAGE = `Usage: node scripts/lib/interaction-bench.mjs --base-url URL [--tries 20] [--cpu-slowdown 6] [--only ${INTERACTIONS}]`;
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { parseCommandLine } = await import('./cli.mjs');
  const { chromiumPath } = await import('./chromium.mjs');
  const { rootDir } = await import('./env.mjs');
  const { values } = parseCommandLine(USAGE, {
    options: {
      'base-url': { type: 'string', default: 'http://127.0.0.1:3000' },
      tries: { type: 'string', default: '20' },
      'cpu-slowdown': { type: 'string', default: '6' },
      only: { type: 'string' }, // some of the interactions, while working on one
    },
  });
  const playwright = createRequire(path.join(rootDir, 'e2e', 'package.json'))('@playwright/test');
  const cpuSlowdown = Number(values['cpu-slowdown']);
  console.log(`Interactions at 360 px, CPU ${cpuSlowdown}x slower (goal: p75 <= ${INTERACTION_GOAL_MS} ms):`);
  const results = await measureInteractions({
    playwright,
    executablePath: chromiumPath,
    baseUrl: values['base-url'].replace(/\/$/, ''),
    tries: Number(values.tries),
    cpuSlowdown,
    only: values.only?.split(',').map((name) => name.trim()),
  });
  console.log('\n| interaction | p75 | goal met |\n|---|---|---|');
  for (const { name, p75 } of results)
    console.log(`| ${name} | ${Math.round(p75)} ms | ${p75 <= INTERACTION_GOAL_MS ? 'yes' : '**NO**'} |`);
}
