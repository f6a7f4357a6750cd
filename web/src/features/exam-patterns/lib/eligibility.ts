/**
 * The age limit in words. The CMS stores whole years, and the demo data uses max 0 for "no upper limit" and
 * min 0 / max 0 for "no age limit".
 */
export function ageLimitText(ageLimit: { min?: number | null; max?: number | null } | null | undefined): string | null {
  if (!ageLimit) return null;
  const min = ageLimit.min ?? 0;
  const max = ageLimit.max ?? 0;
  if (min <= 0 && max <= 0) return 'No age limit';
  if (max <= 0) return `${min} years or older (no upper age limit)`;
  if (min <= 0) return `Up to ${max} years`;
  if (min === max) return `${min} years`;
  return `${min}–${max} years`;
}

/** 'Easy' and 'Low' read as good news, 'Medium' as caution, anything else as hard. */
export type Tone = 'low' | 'medium' | 'high';

export function difficultyTone(level: string | null | undefined): Tone {
  if (level === 'Easy') return 'low';
  if (level === 'Medium') return 'medium';
  return 'high';
}

export function competitionTone(level: string | null | undefined): Tone {
  if (level === 'Low') return 'low';
  if (level === 'Medium') return 'medium';
  return 'high';
}

/** '+2 for each correct answer' / '−0.5 for each wrong answer' / 'No negative marking'. */
export function markingLines(
  scheme: { correct_answer?: number | null; negative_marking?: boolean | null; negative_marking_value?: number | null } | null | undefined,
) {
  if (!scheme) return { correct: null, negative: null };
  const correct = scheme.correct_answer != null ? `+${scheme.correct_answer} for each correct answer` : null;
  const value = Math.abs(scheme.negative_marking_value ?? 0);
  const negative = scheme.negative_marking && value > 0 ? `−${value} for each wrong answer` : 'No negative marking';
  return { correct, negative };
}
