import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether poppler's pdftoppm is installed (Debian: poppler-utils); without it no picture is made. */
export function canRenderPng(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a report PDF and its pages as PNG (pdftoppm, 100 dpi) into PONTO_REPORT_PNG_DIR or a new temporary
 * folder, so that a person can look at what the patient gets; answers the PNG paths.
 */
export function renderReportPng(pdf: Buffer, name: string): string[] {
  const folder = process.env.PONTO_REPORT_PNG_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-report-'));
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '100', file, path.join(folder, name)]);
  return fs
    .readdirSync(folder)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .map((f) => path.join(folder, f));
}
