/**
 * A seeded pseudo-random generator (mulberry32) so the demo data and illustrations vary a little but
 * are identical on every run: tests and committed image files depend on that.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
}

/** A stable 32-bit hash of a string, to seed a generator per name. */
export function hashString(value: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16_777_619);
  }
  return h >>> 0;
}
