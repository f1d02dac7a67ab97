/** The picture types a patient photo may have, told by their first bytes, never by name or header. */
export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof photoContentTypes)[number];

/** The largest photo accepted: a phone picture fits; the browser sends a ~1280 px JPEG of a few hundred kB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_MEGABYTES = PHOTO_MAX_BYTES / (1024 * 1024);

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The content type read from the magic bytes: JPEG (FF D8 FF), PNG (the 8-byte signature) or WebP
 * (RIFF....WEBP). Anything else, including a text file renamed .jpg, is null.
 */
export function sniffImageType(bytes: Uint8Array): PhotoContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
