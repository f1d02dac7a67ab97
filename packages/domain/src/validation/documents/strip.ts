/** §5: document validation ignores dots, dashes and spaces, so masked and unmasked input agree. */
export function stripDocument(value: string): string {
  return value.replace(/[.\-\s]/g, '');
}
