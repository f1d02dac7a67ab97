import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { drawQrCode } from './report-qr';

/** A stand-in page that paints, at `scale` pixels a point, every rectangle filled black. */
function page(width: number, scale: number) {
  const side = width * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  let path: Array<[number, number, number, number]> = [];
  const doc = {
    save: () => doc,
    restore: () => doc,
    rect: (x: number, y: number, w: number, h: number) => {
      path.push([x, y, w, h]);
      return doc;
    },
    fill: (colour: string) => {
      const value = colour === '#000000' ? 0 : 255;
      for (const [x, y, w, h] of path)
        for (let row = Math.round(y * scale); row < Math.round((y + h) * scale); row += 1)
          for (let col = Math.round(x * scale); col < Math.round((x + w) * scale); col += 1)
            pixels.fill(value, (row * side + col) * 4, (row * side + col) * 4 + 3);
      path = [];
      return doc;
    },
  };
  return { doc: doc as unknown as PDFKit.PDFDocument, pixels, side };
}

describe('the report QR code', () => {
  it('is drawn as squares that a QR reader decodes to the verification address', () => {
    const url = `https://ponto.example/verificar/${'ab12'.repeat(16)}`;
    const { doc, pixels, side } = page(120, 4);
    drawQrCode(doc, url, 12, 12, 96);
    expect(jsQR(pixels, side, side)?.data).toBe(url);
  });

  it('stays inside the square it is given', () => {
    const { doc, pixels, side } = page(120, 4);
    drawQrCode(doc, 'https://ponto.example/verificar/0', 12, 12, 96);
    const dark: number[] = [];
    for (let i = 0; i < side * side; i += 1) if (pixels[i * 4] === 0) dark.push(i);
    const inside = (i: number) => {
      const [row, col] = [Math.floor(i / side) / 4, (i % side) / 4];
      return row >= 12 && row < 108 && col >= 12 && col < 108;
    };
    expect(dark.length).toBeGreaterThan(0);
    expect(dark.filter((i) => !inside(i))).toEqual([]);
  });
});
