// Choice options without leaks (issue 12 point 5): the right answer among plausible distractors, in an order drawn
// from the question's seed, so that neither position nor wording gives it away.
import type { Rng } from '../rng';

/** Shuffles the right option among distinct wrong ones (at most `count` in all); returns the options and the right index. */
export function shuffleChoices(rng: Rng, right: string, wrong: readonly string[], count = wrong.length + 1): { options: string[]; expected: number } {
  const distinct = wrong.filter((w, i) => w !== right && wrong.indexOf(w) === i);
  const picked = rng.shuffle(distinct).slice(0, Math.max(1, count - 1));
  const options = rng.shuffle([right, ...picked]);
  return { options, expected: options.indexOf(right) };
}

/** As shuffleChoices for items carrying a payload (the action an option stands for). */
export function shuffleItems<T>(rng: Rng, right: T, wrong: readonly T[], count: number, key: (t: T) => string): { items: T[]; expected: number } {
  const seen = new Set<string>([key(right)]);
  const distinct = rng.shuffle(wrong).filter((w) => { const k = key(w); if (seen.has(k)) return false; seen.add(k); return true; });
  const items = rng.shuffle([right, ...distinct.slice(0, Math.max(1, count - 1))]);
  return { items, expected: items.indexOf(right) };
}
