import type { FieldError } from '@ponto/domain';

/** The first message per field, translated (the server and the form name problems the same way). */
export function messagesByField(
  problems: readonly FieldError[],
  t: (key: string, params?: Record<string, string | number>) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) out[p.field] ??= t(p.messageKey, p.params ?? {});
  return out;
}
