/** §5 sample code: letters or numbers only. */
export function isValidSampleCode(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

/** §5 sample codes must be unique: the codes that appear more than once (case-insensitive). */
export function duplicateSampleCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const code of codes) {
    const key = code.trim().toUpperCase();
    if (key === '') continue;
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  }
  return [...duplicates];
}
