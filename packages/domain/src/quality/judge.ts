import { USER_ACTION_TIMEOUT_MS } from '../constants/business';
import { leveyJennings, type WestgardRule } from './westgard';

/**
 * A control sample runs like an exam, whose waits for the user end after 30 minutes (§9): a control not
 * finished 30 minutes after it started was abandoned, and it fails so the reader is free again.
 */
export const CONTROL_RUN_MAX_MS = USER_ACTION_TIMEOUT_MS;

export interface ControlExpectation {
  /** Quantitative: mean, SD and the provider's acceptable range. */
  target: { mean: number; sd: number; low: number; high: number } | null;
  /** Qualitative: the expected value ('0' negative, '1' positive). */
  expected: string | null;
}

export interface ControlJudgement {
  status: 'adequate' | 'inadequate';
  violations: WestgardRule[];
}

/**
 * §3 control sample status. Quantitative: adequate when the value is within the provider's range and
 * completes no Westgard rule on its material's series (earlier values of the same exam, material and lot,
 * in measuring order); a value that is not a number is inadequate. Qualitative: the expected value.
 */
export function judgeControl(
  expectation: ControlExpectation,
  value: string,
  earlier: readonly number[] = [],
): ControlJudgement {
  const { target } = expectation;
  if (!target)
    return { status: value.trim() === expectation.expected ? 'adequate' : 'inadequate', violations: [] };
  const measured = Number(value);
  if (value.trim() === '' || !Number.isFinite(measured)) return { status: 'inadequate', violations: [] };
  const violations = leveyJennings([...earlier, measured], target).at(-1)!.violations;
  const inRange = measured >= target.low && measured <= target.high;
  return { status: inRange && violations.length === 0 ? 'adequate' : 'inadequate', violations };
}
