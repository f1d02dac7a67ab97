import { sniffImageType } from '../photos/image-content';

const starts = (bytes: Uint8Array, text: string | number[]) => {
  const signature = typeof text === 'string' ? [...text].map((c) => c.charCodeAt(0)) : text;
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
};

const officeTypes: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};
const legacyOfficeTypes: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};
const textTypes: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The content type of a quality document, from its bytes first: PDF, the images a photo may be, office
 * files (ZIP or OLE containers, told apart by the name's extension only after the container matched) and
 * UTF-8 text. Anything else is null: an executable renamed .pdf is refused.
 */
export function documentContentType(bytes: Uint8Array, fileName: string): string | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (starts(bytes, '%PDF-')) return 'application/pdf';
  const image = sniffImageType(bytes);
  if (image) return image;
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeTypes[extension] ?? null;
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return legacyOfficeTypes[extension] ?? null;
  if (textTypes[extension] && bytes.length > 0 && isUtf8Text(bytes)) return textTypes[extension];
  return null;
}

/** A file name safe to keep and show: no folders, no control characters, at most 120 characters. */
export function cleanDocumentName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || 'documento').slice(-120);
}

/** 'laudo.pdf' taken → 'laudo (2).pdf', then (3)… */
export function nextFreeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}
