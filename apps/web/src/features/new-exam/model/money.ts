/**
 * Money is integer cents everywhere (§3 prices); the screen shows it in the interface language's number
 * format. The catalogue's prices are Brazilian reais (the network's workplaces are in Brazil), so the
 * currency is BRL whatever the language (docs/new-exam.md).
 */
export const CURRENCY = 'BRL';

export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }).format(cents / 100);
}

/** The locale's decimal and thousands separators, for the money inputs. */
export function separators(locale: string): { decimal: string; thousands: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? ',',
    thousands: parts.find((p) => p.type === 'group')?.value ?? '.',
  };
}

/** What a money input holds (units, possibly fractional) → whole cents, never negative. */
export function toCents(value: number | string): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < 0) return 0;
  return Math.round(number * 100);
}

/** §3 remainder = full price + displacement fee − discount − price paid (the server works it out again). */
export function remainderCents(p: {
  fullPriceCents: number;
  displacementFeeCents: number;
  discountCents: number;
  pricePaidCents: number;
}): number {
  return p.fullPriceCents + p.displacementFeeCents - p.discountCents - p.pricePaidCents;
}
