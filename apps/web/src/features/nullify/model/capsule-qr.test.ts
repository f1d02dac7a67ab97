import { describe, expect, it } from 'vitest';
import { readCapsuleQr } from './capsule-qr';

const ids = { capsuleCode: 'CP2572300501', lot: 'HBA106006001' };

describe('readCapsuleQr', () => {
  it('reads JSON, short or long keys', () => {
    expect(readCapsuleQr('{"c":"CP2572300501","l":"HBA106006001"}')).toEqual(ids);
    expect(readCapsuleQr(' {"capsuleCode":"CP2572300501","lot":"HBA106006001"}\n')).toEqual(ids);
  });

  it('reads a URL query', () => {
    expect(readCapsuleQr('https://ponto.example/c?c=CP2572300501&l=HBA106006001')).toEqual(ids);
    expect(readCapsuleQr('http://x.test/?capsule=CP2572300501&lot=HBA106006001')).toEqual(ids);
  });

  it('reads code;lot and code|lot', () => {
    expect(readCapsuleQr('CP2572300501;HBA106006001')).toEqual(ids);
    expect(readCapsuleQr('CP2572300501 | HBA106006001')).toEqual(ids);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'CP2572300501',
      'a;b;c',
      '{"c":"CP1"}',
      '{not json',
      'https://x.test/?c=CP1',
      'CP 1;LOT',
      '{"c":"CP1","l":"L;DROP"}',
    ])
      expect(readCapsuleQr(text), text).toBeNull();
  });
});
