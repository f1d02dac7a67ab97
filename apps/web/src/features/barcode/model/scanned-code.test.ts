import { describe, expect, it } from 'vitest';
import { readScannedCode } from './scanned-code';

describe('readScannedCode', () => {
  it('reads an exam label (exam request id), in any case and with a line end', () => {
    expect(readScannedCode(' 0B5E2C1A-1111-4222-8333-944455556666\n')).toEqual({
      kind: 'examRequest',
      id: '0b5e2c1a-1111-4222-8333-944455556666',
    });
  });

  it('reads a protocol number (year and six digits)', () => {
    expect(readScannedCode('2026000042')).toEqual({ kind: 'protocol', number: '2026000042' });
  });

  it('keeps anything else as text to search', () => {
    expect(readScannedCode('Maria')).toEqual({ kind: 'text', value: 'Maria' });
    expect(readScannedCode('202600004')).toEqual({ kind: 'text', value: '202600004' });
  });

  it('ignores an empty read', () => {
    expect(readScannedCode('  ')).toBeNull();
  });
});
