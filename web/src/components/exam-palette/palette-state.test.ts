import { describe, expect, it } from 'vitest';
import { countStates, paletteState, submitSummary } from './palette-state';

describe('paletteState', () => {
  it('gives each combination its exam-screen state', () => {
    expect(paletteState({ answered: false, marked: false, visited: false })).toBe('not-visited');
    expect(paletteState({ answered: false, marked: false, visited: true })).toBe('not-answered');
    expect(paletteState({ answered: true, marked: false, visited: true })).toBe('answered');
    expect(paletteState({ answered: false, marked: true, visited: true })).toBe('marked');
    expect(paletteState({ answered: true, marked: true, visited: true })).toBe('answered-marked');
  });

  it('treats an answered or marked question as seen even if no visit was recorded', () => {
    expect(paletteState({ answered: true, marked: false, visited: false })).toBe('answered');
    expect(paletteState({ answered: false, marked: true, visited: false })).toBe('marked');
  });
});

describe('the palette counts', () => {
  it('counts the states and sums them for the submit confirmation', () => {
    const counts = countStates(['answered', 'answered', 'answered-marked', 'marked', 'not-answered', 'not-visited', 'not-visited']);
    expect(counts).toEqual({ answered: 2, 'answered-marked': 1, marked: 1, 'not-answered': 1, 'not-visited': 2 });
    // Answered & marked is scored, so it is answered; marked without an answer is unanswered.
    expect(submitSummary(counts)).toEqual({ answered: 3, unanswered: 4, marked: 2, notVisited: 2 });
    expect(submitSummary(countStates([]))).toEqual({ answered: 0, unanswered: 0, marked: 0, notVisited: 0 });
  });
});
