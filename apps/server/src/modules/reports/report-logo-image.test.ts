import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawableLogo } from './report-logo-image';
import { drawTask } from './report-pdf-drawer';
import { sampleReport } from './report-warm-up';

/** A logo with transparent edges, as managers upload them. */
async function pngWithAlpha(interlaced = false): Promise<Buffer> {
  return sharp({
    create: { width: 60, height: 20, channels: 4, background: { r: 11, g: 122, b: 117, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: { width: 40, height: 10, channels: 4, background: { r: 11, g: 122, b: 117, alpha: 1 } },
        },
        left: 10,
        top: 5,
      },
    ])
    .png({ progressive: interlaced })
    .toBuffer();
}

describe('a logo made ready to draw', () => {
  it('is an RGB PNG without transparency or interlacing, laid on white, the same size', async () => {
    for (const interlaced of [false, true]) {
      const ready = await drawableLogo(await pngWithAlpha(interlaced));
      const meta = await sharp(ready).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 60, height: 20, channels: 3, hasAlpha: false });
      expect(meta.isProgressive).toBe(false);
      const { data } = await sharp(ready).raw().toBuffer({ resolveWithObject: true });
      // A transparent corner is white; the opaque middle keeps its colour.
      expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
      const middle = (10 * 60 + 30) * 3;
      expect([...data.subarray(middle, middle + 3)]).toEqual([11, 122, 117]);
    }
  });

  it('is made once for each logo', async () => {
    const logo = await pngWithAlpha();
    const first = await drawableLogo(logo);
    expect(await drawableLogo(Buffer.from(logo))).toBe(first);
  });

  it('leaves a JPEG, and bytes that are no image, as they are', async () => {
    const jpeg = await sharp(await pngWithAlpha())
      .flatten()
      .jpeg()
      .toBuffer();
    expect(await drawableLogo(jpeg)).toBe(jpeg);
    const broken = Buffer.concat([(await pngWithAlpha()).subarray(0, 40), Buffer.alloc(40)]);
    expect(await drawableLogo(broken)).toBe(broken);
  });
});

describe('a report drawn with a logo that has transparency', () => {
  it('carries the logo as one image with no soft mask for pdfkit to compute', async () => {
    const pdf = Buffer.from((await drawTask({ report: { ...sampleReport, logo: await pngWithAlpha() } }))!);
    const text = pdf.toString('latin1');
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(text).not.toContain('/SMask');
  });
});
