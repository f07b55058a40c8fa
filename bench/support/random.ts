/**
 * The benches' seeded randomness: mulberry32 (Tommy Ettinger's 32-bit generator, as
 * services/snap-sandbox/statement-generator.ts uses), so that a seed gives the same data on every
 * machine and a figure can be measured again on exactly the same input.
 */

/** mulberry32 seeded by a number: a uniform number in [0, 1) each call. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What the generators draw: a number in [0, 1), a whole number, one of a list, a yes with a chance, digits. */
export type Rng = {
  next: () => number;
  /** A whole number from `min` to `max`, both included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  /** `count` decimal digits. */
  digits: (count: number) => string;
};

/** The draws of `Rng` on mulberry32 seeded by `seed`; each draw takes one number of the stream (digits one a digit). */
export function rngOf(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
  };
}
