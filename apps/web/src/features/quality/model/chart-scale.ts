/** The drawing box of the Levey-Jennings chart (SVG user units; the SVG scales to its container). */
export const chartBox = { width: 720, height: 320, left: 96, right: 16, top: 16, bottom: 28 } as const;

export interface ChartScale {
  x: (index: number) => number;
  y: (value: number) => number;
  /** The value range drawn: at least ±4 SD, wider when a point lies further out. */
  min: number;
  max: number;
}

/**
 * Where points and limit lines go: values in measuring order spread evenly across; vertically the mean
 * in the middle, ±4 SD at least, so ±3 SD lines always show and an outlier still fits.
 */
export function chartScale(values: readonly number[], target: { mean: number; sd: number }): ChartScale {
  const furthest = Math.max(4, ...values.map((v) => Math.ceil(Math.abs(v - target.mean) / target.sd) + 0.5));
  const min = target.mean - furthest * target.sd;
  const max = target.mean + furthest * target.sd;
  const innerWidth = chartBox.width - chartBox.left - chartBox.right;
  const innerHeight = chartBox.height - chartBox.top - chartBox.bottom;
  const step = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  return {
    min,
    max,
    x: (index) => chartBox.left + (values.length > 1 ? index * step : innerWidth / 2),
    y: (value) => chartBox.top + ((max - value) / (max - min)) * innerHeight,
  };
}

/** The label of a limit line: 'Média', '+2 DP'… as keys with the SD count. */
export function limitLabel(sd: number): { key: 'mean' | 'sd'; sd: string } {
  return sd === 0 ? { key: 'mean', sd: '0' } : { key: 'sd', sd: sd > 0 ? `+${sd}` : String(sd) };
}
