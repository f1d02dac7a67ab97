import QRCode from 'qrcode';

/** Dark modules of one row, as runs: [first column, length]. */
function darkRuns(modules: QRCode.BitMatrix, row: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let col = 0; col <= modules.size; col += 1) {
    const dark = col < modules.size && modules.get(row, col) === 1;
    if (dark && start < 0) start = col;
    if (!dark && start >= 0) {
      runs.push([start, col - start]);
      start = -1;
    }
  }
  return runs;
}

/**
 * A QR code of `text` drawn as vector squares (error correction M, a quiet zone of one module inside
 * `size`): sharp at any zoom or printer, and a fraction of the cost of encoding a picture for each report
 * and decoding it again to embed it. Each row's neighbouring dark modules are one rectangle, filled at once.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1)
    for (const [col, length] of darkRuns(modules, row))
      doc.rect(x + (col + 1) * cell, y + (row + 1) * cell, length * cell, cell);
  doc.fill('#000000').restore();
}
