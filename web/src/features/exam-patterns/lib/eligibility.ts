import type { Translator } from '@/i18n/i18n';

/**
 * The age limit in words, in the page's language. The CMS stores whole years, and the demo data uses max 0 for
 * "no upper limit" and min 0 / max 0 for "no age limit".
 */
export function ageLimitText(ageLimit: { min?: number | null; max?: number | null } | null | undefined, t: Translator['t']): string | null {
  if (!ageLimit) return null;
  const min = ageLimit.min ?? 0;
  const max = ageLimit.max ?? 0;
  if (min <= 0 && max <= 0) return t('exam-patterns.age.none');
  if (max <= 0) return t('exam-patterns.age.from', { min });
  if (min <= 0) return t('exam-patterns.age.upTo', { max });
  if (min === max) return t('exam-patterns.age.exactly', { min });
  return t('exam-patterns.age.range', { min, max });
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

/** '+2 for each correct answer' / '−0.5 for each wrong answer' / 'No negative marking', in the page's language. */
export function markingLines(
  scheme: { correct_answer?: number | null; negative_marking?: boolean | null; negative_marking_value?: number | null } | null | undefined,
  t: Translator['t'],
) {
  if (!scheme) return { correct: null, negative: null };
  const correct = scheme.correct_answer != null ? t('exam-patterns.detail.correctMarks', { marks: scheme.correct_answer }) : null;
  const value = Math.abs(scheme.negative_marking_value ?? 0);
  const negative =
    scheme.negative_marking && value > 0 ? t('exam-patterns.detail.negativeMarks', { marks: value }) : t('exam-patterns.detail.noNegative');
  return { correct, negative };
}
