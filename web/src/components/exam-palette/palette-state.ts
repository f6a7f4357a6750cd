/**
 * The question palette of the exam screens students know (TCS iON, NTA): every question in one of five states,
 * shown by colour and shape and named in words (the catalogs' `palette.states`: 'Answered', 'Marked for Review'…).
 * One source for the subtopic mock test and full papers.
 */
export const PALETTE_STATES = ['answered', 'not-answered', 'marked', 'answered-marked', 'not-visited'] as const;
export type PaletteState = (typeof PALETTE_STATES)[number];

export interface QuestionProgress {
  /** A saved answer (an answer marked for review counts: it is submitted). */
  answered: boolean;
  marked: boolean;
  /** Shown at least once. A question answered or marked was necessarily visited. */
  visited: boolean;
}

/** Answered and marked wins over either alone; a question seen and left without an answer is Not Answered. */
export function paletteState({ answered, marked, visited }: QuestionProgress): PaletteState {
  if (answered && marked) return 'answered-marked';
  if (marked) return 'marked';
  if (answered) return 'answered';
  return visited ? 'not-answered' : 'not-visited';
}

export type PaletteCounts = Record<PaletteState, number>;

export function countStates(states: readonly PaletteState[]): PaletteCounts {
  const counts: PaletteCounts = { answered: 0, 'not-answered': 0, marked: 0, 'answered-marked': 0, 'not-visited': 0 };
  for (const state of states) counts[state] += 1;
  return counts;
}

/** The totals a submit confirmation shows: answered (with answered & marked, both are scored), unanswered, marked. */
export function submitSummary(counts: PaletteCounts) {
  return {
    answered: counts.answered + counts['answered-marked'],
    unanswered: counts['not-answered'] + counts.marked + counts['not-visited'],
    marked: counts.marked + counts['answered-marked'],
    notVisited: counts['not-visited'],
  };
}
