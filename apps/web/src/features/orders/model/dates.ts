/** An ISO day ('2026-05-01') in the interface language; days carry no zone, so they are read as UTC. */
export function formatDay(day: string | null, language: string): string | null {
  if (!day) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An instant in the interface language, on the browser's clock. */
export function formatInstant(instant: string, language: string, withTime = false): string {
  return new Intl.DateTimeFormat(
    language,
    withTime ? { dateStyle: 'short', timeStyle: 'short' } : { dateStyle: 'short' },
  ).format(new Date(instant));
}
