/** The median of some figures (the mean of the middle two when their number is even). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every way of choosing `size` of the indexes 0..n-1, each as a list of chosen indexes. */
function* choices(n: number, size: number, from = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === size) {
    yield chosen;
    return;
  }
  for (let index = from; index <= n - (size - chosen.length); index++) {
    chosen.push(index);
    yield* choices(n, size, index + 1, chosen);
    chosen.pop();
  }
}

/** Exact enumeration stays cheap up to C(24, 12) splits; the bench takes 7 loads a side. */
const MAX_SPLITS = 3_000_000;

const binomial = (n: number, k: number) => {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

/**
 * How likely the figures of `a` would have a median at least this much above `b`'s if both were loads of one
 * page: the share of all the ways of splitting the pooled figures into groups of their sizes whose median
 * difference is at least the observed one (an exact one-sided permutation test). Small (below 0.05) means
 * `a` is measurably later; large means the two cannot be told apart at this number of loads.
 */
export function laterByChance(a: readonly number[], b: readonly number[]): number {
  const pooled = [...a, ...b];
  const splits = binomial(pooled.length, a.length);
  if (splits > MAX_SPLITS) throw new Error(`laterByChance: ${splits} splits, too many to enumerate`);
  const observed = median(a) - median(b);
  let asLarge = 0;
  for (const chosen of choices(pooled.length, a.length)) {
    const inA = new Set(chosen);
    const first = chosen.map((index) => pooled[index]!);
    const second = pooled.filter((_, index) => !inA.has(index));
    // A tolerance for the floating-point mean of two middle figures.
    if (median(first) - median(second) >= observed - 1e-9) asLarge++;
  }
  return asLarge / splits;
}
