import crypto from 'node:crypto';

/** Logos kept ready to draw: a drawing process sees one or a few workplaces' at a time. */
const KEPT = 8;

const ready = new Map<string, Promise<Buffer>>();

/** Whether the bytes are a PNG (its eight-byte signature). */
function isPng(bytes: Buffer): boolean {
  return bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a;
}

/**
 * The logo as pdfkit can put it in a PDF without decoding it: a PNG becomes an 8-bit RGB PNG, not interlaced,
 * its transparency laid on white (the paper it is printed on, and PDF/A's advice against transparency).
 * pdfkit copies such a PNG's compressed pixels as they are; one with transparency, interlacing or a palette with
 * transparent colours it decodes and compresses again for every report, about 11 ms a report for a 600×184
 * logo: 2.3 s more for a ZIP of 200. Made once for each logo (by its content) and kept; a JPEG goes as it is,
 * and anything that cannot be read goes as it is too (the report then shows the name mark).
 */
export function drawableLogo(bytes: Buffer): Promise<Buffer> {
  if (!isPng(bytes)) return Promise.resolve(bytes);
  const key = crypto.createHash('sha1').update(bytes).digest('hex');
  let made = ready.get(key);
  if (!made) {
    made = flattened(bytes);
    if (ready.size >= KEPT) ready.delete(ready.keys().next().value as string);
    ready.set(key, made);
  }
  return made;
}

async function flattened(bytes: Buffer): Promise<Buffer> {
  try {
    // Loaded with the first logo: a portal without logos never loads libvips into its drawing processes.
    const { default: sharp } = await import('sharp');
    return await sharp(bytes)
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      // Made once: the smallest file, which every report of the workplace then carries.
      .png({ progressive: false, palette: false, compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer();
  } catch {
    return bytes;
  }
}
