/** '2026-12-19' → '19/12/2026' in the user's language, read as a calendar day (no time zone shift). */
export function formatDay(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString(language, { timeZone: 'UTC' });
}

export const formatInstant = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' });
