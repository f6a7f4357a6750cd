/** The synthetic questions of the bulk seed: two-digit sums with four numeric options, one of them right. */

const DISTRACTOR_OFFSETS = [-10, -9, -2, -1, 1, 2, 9, 10, 11, -11];
export function makeQuestion(n: number) {
  const a = 10 + Math.floor(Math.random() * 90);
  const b = 10 + Math.floor(Math.random() * 90);
  const sum = a + b;
  const offsets = [...DISTRACTOR_OFFSETS];
  const values = [sum];
  while (values.length < 4) {
    const [offset] = offsets.splice(Math.floor(Math.random() * offsets.length), 1);
    values.push(sum + offset);
  }
  // Shuffle so the correct answer is not always first.
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [values[i], values[j]] = [values[j], values[i]];
  }
  return {
    question: `<p>Bulk question ${n}: what is ${a} + ${b}?</p>`,
    options: values.map(String),
    answer: String(sum),
    explanation: `<p>${a} + ${b} = ${sum}.</p>`,
  };
}
