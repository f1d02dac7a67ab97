import type { Locale } from '@ponto/i18n';

/** A catalogue name in the caller's language, else in English, else any. */
export function nameIn(names: Record<string, string>, locale: Locale): string {
  return names[locale] ?? names['en-US'] ?? Object.values(names)[0] ?? '';
}

/** An instant as FHIR writes it, from a Date or the string a raw SQL column gives. */
export function instant(value: Date | string): string {
  return new Date(value).toISOString();
}
