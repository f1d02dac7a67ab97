import { describe, expect, it } from 'vitest';
import { controlLimits, controlRejected, leveyJennings, zScores } from './westgard';

const target = { mean: 100, sd: 10 };
/** Values from z-scores, so each sequence reads in standard deviations. */
const at = (...z: number[]) => z.map((v) => target.mean + v * target.sd);
const flagged = (...z: number[]) => leveyJennings(at(...z), target).map((p) => p.violations);

describe('Westgard rules on known sequences', () => {
  it('keeps an in-control series clean', () => {
    const points = leveyJennings(at(0.5, -0.8, 1.2, -1.5, 0.1, 1.9, -1.9), target);
    expect(points.every((p) => p.violations.length === 0)).toBe(true);
    expect(controlRejected(points)).toBe(false);
  });

  it('1-3s: one value beyond 3 SD, either side', () => {
    expect(flagged(0, 3.2)).toEqual([[], ['1-3s']]);
    expect(flagged(-3.01)).toEqual([['1-3s']]);
    expect(flagged(3)).toEqual([[]]);
  });

  it('2-2s: two consecutive values beyond 2 SD on the same side', () => {
    expect(flagged(2.1, 2.5)).toEqual([[], ['2-2s']]);
    expect(flagged(-2.1, -2.5)).toEqual([[], ['2-2s']]);
    expect(flagged(2.1, 0, 2.5)).toEqual([[], [], []]);
  });

  it('R-4s: consecutive values beyond +2 SD and -2 SD', () => {
    expect(flagged(2.2, -2.3)).toEqual([[], ['R-4s']]);
    expect(flagged(-2.2, 2.3)).toEqual([[], ['R-4s']]);
    expect(flagged(1.9, -2.3)).toEqual([[], []]);
  });

  it('4-1s: four consecutive values beyond 1 SD on the same side', () => {
    expect(flagged(1.1, 1.5, 1.2, 1.3)).toEqual([[], [], [], ['4-1s']]);
    expect(flagged(-1.1, -1.5, -1.2, -1.3)[3]).toEqual(['4-1s']);
    expect(flagged(1.1, 1.5, 0.9, 1.3)[3]).toEqual([]);
  });

  it('10x: ten consecutive values on the same side of the mean', () => {
    const ten = Array.from({ length: 10 }, () => 0.4);
    expect(flagged(...ten)[9]).toEqual(['10x']);
    expect(flagged(...ten.slice(0, 9))[8]).toEqual([]);
    expect(flagged(...ten.map((v) => -v))[9]).toEqual(['10x']);
  });

  it('flags every rule a measurement completes, and rejects the run on its last point', () => {
    const points = leveyJennings(at(2.5, 2.5, 2.5, 3.5), target);
    expect(points[3]!.violations).toEqual(['1-3s', '2-2s', '4-1s']);
    expect(controlRejected(points)).toBe(true);
    expect(controlRejected([])).toBe(false);
  });

  it('refuses a target without a positive, finite standard deviation', () => {
    expect(() => zScores([1], { mean: 1, sd: 0 })).toThrow(RangeError);
    expect(() => zScores([1], { mean: 1, sd: Number.NaN })).toThrow(RangeError);
    expect(() => zScores([1], { mean: Number.POSITIVE_INFINITY, sd: 1 })).toThrow(RangeError);
    expect(() => zScores([1], { mean: 1, sd: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  it('draws the mean and ±1, ±2, ±3 SD', () => {
    expect(controlLimits(target).map((l) => l.value)).toEqual([70, 80, 90, 100, 110, 120, 130]);
  });
});
