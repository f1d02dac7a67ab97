import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-content';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffImageType (content, not name)', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s', (_name, content, type) => {
    expect(sniffImageType(content)).toBe(type);
  });

  it.each([
    ['a text file', bytes('hello, this is not a picture')],
    ['a GIF', bytes('GIF89a', 1, 0)],
    ['a PDF', bytes('%PDF-1.7')],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a truncated JPEG signature', bytes(0xff, 0xd8)],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, content) => {
    expect(sniffImageType(content)).toBeNull();
  });
});
