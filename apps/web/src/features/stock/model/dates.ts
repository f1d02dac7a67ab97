/** An ISO day ('2026-05-01') in the interface language; days carry no zone, so they are read as UTC. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An instant in the interface language, on the browser's clock. */
export function formatInstant(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(instant),
  );
}
