/** What the QR code printed on a capsule carries: its code and its lot. */
export interface CapsuleIds {
  capsuleCode: string;
  lot: string;
}

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const valid = (ids: CapsuleIds): CapsuleIds | null =>
  /^[A-Za-z0-9-]{1,64}$/.test(ids.capsuleCode) && /^[A-Za-z0-9-]{1,64}$/.test(ids.lot) ? ids : null;

/**
 * Reads a capsule QR code. Three layouts are accepted (docs/nullify.md): JSON `{"c": code, "l": lot}` (or
 * `capsuleCode`/`lot`), a URL with `c`/`l` (or `capsule`/`lot`) in its query, and `code;lot` (or `code|lot`).
 * Anything else is not a capsule code: null.
 */
export function readCapsuleQr(text: string): CapsuleIds | null {
  const raw = text.trim();
  if (!raw) return null;
  if (raw.startsWith('{')) {
    try {
      const json = JSON.parse(raw) as Record<string, unknown>;
      return valid({ capsuleCode: clean(json.c ?? json.capsuleCode), lot: clean(json.l ?? json.lot) });
    } catch {
      return null;
    }
  }
  if (/^https?:\/\//i.test(raw)) {
    try {
      const query = new URL(raw).searchParams;
      return valid({
        capsuleCode: clean(query.get('c') ?? query.get('capsule')),
        lot: clean(query.get('l') ?? query.get('lot')),
      });
    } catch {
      return null;
    }
  }
  const parts = raw.split(/[;|]/);
  if (parts.length !== 2) return null;
  return valid({ capsuleCode: clean(parts[0]), lot: clean(parts[1]) });
}
