// The pure parts of the interaction bench (npm test runs this file with the size check's step, scripts/test.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { entryParts, latencyByInteraction, percentile, tryLatency } from './interaction-bench.mjs';
import { switchShownMs } from './interaction-bench-language.mjs';

describe('percentile (nearest rank)', () => {
  it('p75 of 20 samples is the 15th smallest', () => {
    const samples = Array.from({ length: 20 }, (_, i) => (20 - i) * 10); // 200, 190, … 10: unsorted on purpose
    assert.equal(percentile(samples, 75), 150);
  });

  it('rounds the rank up: p75 of 4 is the 3rd, of 5 the 4th; p100 is the largest, a single value is itself', () => {
    assert.equal(percentile([4, 1, 3, 2], 75), 3);
    assert.equal(percentile([5, 1, 4, 2, 3], 75), 4);
    assert.equal(percentile([7, 9, 8], 100), 9);
    assert.equal(percentile([42], 75), 42);
  });

  it('does not reorder its input, and refuses no values or a p out of range', () => {
    const samples = [3, 1, 2];
    percentile(samples, 50);
    assert.deepEqual(samples, [3, 1, 2]);
    assert.throws(() => percentile([], 75), /no values/);
    assert.throws(() => percentile([1], 0), /p must be/);
    assert.throws(() => percentile([1], 101), /p must be/);
  });
});

describe('grouping Event Timing entries per interaction', () => {
  const entries = [
    { name: 'pointerdown', interactionId: 7, startTime: 100, duration: 24 },
    { name: 'pointerup', interactionId: 7, startTime: 140, duration: 40 },
    { name: 'click', interactionId: 7, startTime: 141, duration: 32 },
    { name: 'pointerover', interactionId: 0, startTime: 99, duration: 200 }, // no interaction: left out
    { name: 'click', interactionId: 14, startTime: 500, duration: 120 },
  ];

  it('keeps the longest event of each interaction, as INP does, and leaves out non-interactions', () => {
    assert.deepEqual(
      latencyByInteraction(entries),
      new Map([
        [7, 40],
        [14, 120],
      ]),
    );
  });

  it("a try's latency counts only entries that started at or after the tap", () => {
    assert.equal(tryLatency(entries, 100), 120);
    assert.equal(tryLatency(entries, 200), 120);
    assert.equal(tryLatency(entries.slice(0, 4), 100), 40);
    // An entry of an earlier interaction arriving late is not this try's.
    assert.equal(tryLatency(entries.slice(0, 4), 150), null);
  });

  it('a tap that left no entry (all its events under the threshold) has no latency of its own', () => {
    assert.equal(tryLatency([], 0), null);
    assert.equal(tryLatency([{ name: 'mousemove', interactionId: 0, startTime: 10, duration: 64 }], 0), null);
  });
});

describe("where a try's slowest event spent its time", () => {
  it('splits it into input delay, processing and the time to the paint', () => {
    const entries = [
      { name: 'pointerdown', interactionId: 7, startTime: 100, duration: 24, processingStart: 102, processingEnd: 104 },
      { name: 'click', interactionId: 7, startTime: 110, duration: 152, processingStart: 150, processingEnd: 230 },
      { name: 'mousemove', interactionId: 0, startTime: 105, duration: 400, processingStart: 106, processingEnd: 500 },
    ];
    assert.deepEqual(entryParts(entries, 100), { inputDelay: 40, processing: 80, presentation: 32 });
    assert.equal(entryParts(entries, 111), null);
  });

  it('floors the time to the paint at 0 (durations are rounded to 8 ms)', () => {
    const entries = [{ name: 'click', interactionId: 3, startTime: 0, duration: 16, processingStart: 2, processingEnd: 19 }];
    assert.deepEqual(entryParts(entries, 0), { inputDelay: 2, processing: 17, presentation: 0 });
  });
});

describe('the language switch: the page shown in the other language', () => {
  it('in the same document: from the click to the frame after <html lang> changed, on the page clock', () => {
    assert.equal(switchShownMs({ clicked: 1000, shown: 1084 }), 84);
  });

  it('on a new document: from the click to its first paint, on the wall clock', () => {
    assert.equal(switchShownMs({ clickedWall: 1_700_000_000_000, paintWall: 1_700_000_000_450 }), 450);
  });

  it('is null when nothing was recorded, a time is missing, or the paint came before the click', () => {
    assert.equal(switchShownMs({}), null);
    assert.equal(switchShownMs(), null);
    assert.equal(switchShownMs({ clicked: 1000 }), null);
    assert.equal(switchShownMs({ clicked: 1000, shown: 900 }), null);
    assert.equal(switchShownMs({ clickedWall: 0, paintWall: Number.NaN }), null);
  });
});
