/** A localised text in the user's language, then Brazilian Portuguese, then any. */
export function localised(text: Record<string, string> | undefined, locale: string): string {
  if (!text) return '';
  return text[locale] ?? text['pt-BR'] ?? Object.values(text)[0] ?? '';
}
