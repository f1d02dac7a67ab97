/** A moment as the rules take it; callers pass `now` in, so rules never read the clock. */
export type Instant = Date | number | string;

export function toMillis(instant: Instant): number {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}
