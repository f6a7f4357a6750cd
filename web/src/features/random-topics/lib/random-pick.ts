/** Random-topic practice: how many subtopics to show, and a fair random pick. */
export const COUNT_CHOICES = [3, 5, 7, 10] as const;
export type TopicCount = (typeof COUNT_CHOICES)[number];
/** The spec gives no default; 5 fills a phone screen without endless scrolling. */
export const DEFAULT_COUNT: TopicCount = 5;

/** A random source like Math.random: a number in [0, 1). Injected so tests are repeatable. */
export type RandomSource = () => number;

/** Only the four choices are allowed; anything else falls back to the default. */
export function toTopicCount(value: unknown): TopicCount {
  const number = Number(value);
  return (COUNT_CHOICES as readonly number[]).includes(number) ? (number as TopicCount) : DEFAULT_COUNT;
}

/** Fisher–Yates shuffle into a new array (the input is left alone). */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/** Shuffles, then takes `count` items, capped by how many there are. */
export function pickRandom<T>(items: readonly T[], count: TopicCount, random: RandomSource = Math.random): T[] {
  return shuffle(items, random).slice(0, Math.min(toTopicCount(count), items.length));
}
