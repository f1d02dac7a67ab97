/**
 * §3 control sample, §9 quality: The Westgard multirules on a Levey-Jennings series of one
 * control material (one exam and lot). Values are read in the order they were measured; a rule is flagged
 * at the measurement that completes its pattern, so the chart can mark the very point that broke it.
 */
export const westgardRules = ['1-3s', '2-2s', 'R-4s', '4-1s', '10x'] as const;
export type WestgardRule = (typeof westgardRules)[number];

export interface ControlTarget {
  /** The control material's expected mean. */
  mean: number;
  /** Its standard deviation; must be positive. */
  sd: number;
}

export interface LeveyJenningsPoint {
  value: number;
  /** How many standard deviations from the mean (signed). */
  z: number;
  /** The rules that this measurement completes; empty when it is in control. */
  violations: WestgardRule[];
}

/** The z-score of each value; a non-positive or non-finite SD cannot chart anything. */
export function zScores(values: readonly number[], target: ControlTarget): number[] {
  if (!(target.sd > 0) || !Number.isFinite(target.sd) || !Number.isFinite(target.mean))
    throw new RangeError('A control target needs a finite mean and a positive standard deviation.');
  return values.map((value) => (value - target.mean) / target.sd);
}

/** The last `count` z-scores up to and including index `at`, or null when there are fewer. */
function window(z: readonly number[], at: number, count: number): number[] | null {
  return at + 1 >= count ? z.slice(at + 1 - count, at + 1) : null;
}

const sameSide = (run: readonly number[], beyond: number) =>
  run.every((v) => v > beyond) || run.every((v) => v < -beyond);

const checks: Record<WestgardRule, (z: readonly number[], at: number) => boolean> = {
  '1-3s': (z, at) => Math.abs(z[at]!) > 3,
  '2-2s': (z, at) => {
    const run = window(z, at, 2);
    return !!run && sameSide(run, 2);
  },
  // Consecutive measurements on opposite sides of ±2 SD: a range of more than 4 SD means random error.
  'R-4s': (z, at) => {
    const run = window(z, at, 2);
    return !!run && ((run[0]! > 2 && run[1]! < -2) || (run[0]! < -2 && run[1]! > 2));
  },
  '4-1s': (z, at) => {
    const run = window(z, at, 4);
    return !!run && sameSide(run, 1);
  },
  '10x': (z, at) => {
    const run = window(z, at, 10);
    return !!run && sameSide(run, 0);
  },
};

/** The Levey-Jennings series with the Westgard rules each measurement violates. */
export function leveyJennings(values: readonly number[], target: ControlTarget): LeveyJenningsPoint[] {
  const z = zScores(values, target);
  return values.map((value, at) => ({
    value,
    z: z[at]!,
    violations: westgardRules.filter((rule) => checks[rule](z, at)),
  }));
}

/** A control run is rejected when its latest measurement violates any rule. */
export function controlRejected(points: readonly LeveyJenningsPoint[]): boolean {
  const last = points[points.length - 1];
  return !!last && last.violations.length > 0;
}

/** The chart's horizontal lines: the mean and ±1, ±2, ±3 SD. */
export function controlLimits(target: ControlTarget): { sd: -3 | -2 | -1 | 0 | 1 | 2 | 3; value: number }[] {
  return ([-3, -2, -1, 0, 1, 2, 3] as const).map((sd) => ({ sd, value: target.mean + sd * target.sd }));
}
