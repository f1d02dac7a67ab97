/**
 * What a scanned or typed label says. The labels the portal prints carry the protocol number (year + six
 * digits) or, on an exam's own label, its exam request id; anything else is searched as text (a patient's
 * name, a protocol number's beginning).
 */
export type ScannedCode =
  | { kind: 'examRequest'; id: string }
  | { kind: 'protocol'; number: string }
  | { kind: 'text'; value: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const protocolNumber = /^\d{10}$/;

export function readScannedCode(raw: string): ScannedCode | null {
  // Scanners in keyboard mode add a line end; some labels wrap the code in spaces.
  const text = raw.trim();
  if (!text) return null;
  if (uuid.test(text)) return { kind: 'examRequest', id: text.toLowerCase() };
  if (protocolNumber.test(text)) return { kind: 'protocol', number: text };
  return { kind: 'text', value: text };
}
