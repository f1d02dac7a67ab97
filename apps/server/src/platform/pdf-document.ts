import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/** The names the portal's PDFs draw their text with. */
export const FONT = { regular: 'Body', bold: 'Body-Bold' } as const;

const require = createRequire(import.meta.url);

interface OpenFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}
let fonts: OpenFonts | undefined;

function load(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return keepCharacters(font);
}

/**
 * fontkit keeps each glyph it made, with the characters it was made for. A glyph first made without them
 * (pdfkit's subsetting asks for glyphs by number) stays without them, and the next document that lays the
 * same glyph out from text writes an empty entry in its ToUnicode map: copying or searching the PDF then
 * loses that character (a "6.25" read back as "625"). The font is shared by every document, so a glyph
 * found again from text gets its characters back.
 */
function keepCharacters(font: fontkit.Font): fontkit.Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, characters: number[] = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && characters.length > 0 && glyph.codePoints.length === 0) glyph.codePoints = characters;
    return glyph;
  };
  return font;
}

/**
 * Noto Sans (SIL Open Font License), read and parsed once per process. pdfkit embeds in each document only
 * the glyphs it used, so a report looks the same on every viewer and printer and archives with its font,
 * which the 14 standard PDF fonts (never embedded) do not; it also covers the Latin extensions, Greek and
 * Cyrillic a patient's name may hold. Parsing the font files costs about 40 times a whole report, so the
 * parsed fonts (and the glyph caches fontkit keeps in them) are shared by every document.
 */
export function openFonts(): OpenFonts {
  fonts ??= {
    regular: load('400Regular/NotoSans_400Regular.ttf'),
    bold: load('700Bold/NotoSans_700Bold.ttf'),
  };
  return fonts;
}

/** pdfkit takes a parsed fontkit font where its types only name a file or its bytes. */
const asSource = (font: fontkit.Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

/**
 * A pdfkit document that writes with the embedded open font: `FONT.regular` (also the default, so no
 * standard font is ever referenced) and `FONT.bold`.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const { regular, bold } = openFonts();
  const doc = new PDFDocument({ ...options, font: asSource(regular) as string });
  doc.registerFont(FONT.regular, asSource(regular));
  doc.registerFont(FONT.bold, asSource(bold));
  return doc;
}
