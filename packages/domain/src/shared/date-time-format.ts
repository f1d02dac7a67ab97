/**
 * Intl's date formatters cost about 40 µs each to build and under 1 µs to use, and they never change once
 * built: one is kept for each locale, time zone and kind of text. A report, an exam page or a CSV line formats
 * a handful of instants, the same few combinations each time.
 */
const kept = new Map<string, Intl.DateTimeFormat>();

/** Enough for every locale and time zone in use many times over; past it the oldest go first. */
const MAX_KEPT = 256;

export function dateTimeFormat(
  kind: string,
  locale: string,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`;
  let format = kept.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, format);
  }
  return format;
}
