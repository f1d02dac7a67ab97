import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The names the portal's PDFs draw their text with: the fonts' own PostScript names. pdfkit files the default
 * font of a document under that name only; asked for by any other name, it would open the font anew and
 * compare the two (serialising their name tables) on every switch back to it, a twentieth of a report's
 * drawing time.
 */
export const FONT = { regular: 'NotoSans-Regular', bold: 'NotoSans-Bold' } as const;

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

/** What pdfkit keeps of each font it opened in a document: the words it shaped, by their text. */
interface PdfkitFonts {
  _fontFamilies: Record<string, { layoutCache?: Record<string, unknown> } | undefined>;
}

/** Documents that share one set of shaped words before it starts anew: it holds the unique words of at most these. */
const DOCUMENTS_PER_LAYOUT_CACHE = 200;
let layoutCaches: Record<keyof typeof FONT, Record<string, unknown>> | undefined;
let documentsOnLayoutCaches = 0;

/**
 * The words shaped so far, shared by the documents of this thread. pdfkit shapes each word once per document
 * (fontkit's substitution and positioning lookups, a quarter of a report's drawing) and keeps it in that
 * document only; most words of a report ("Resultado", a unit, a label) are in every one. A shaped word is the
 * same in any document, which still adds its glyphs to its own subset as it writes them. The cache starts
 * anew every few hundred documents, so a patient's name or a hashcode is kept a while, not forever.
 */
function sharedLayoutCaches(): Record<keyof typeof FONT, Record<string, unknown>> {
  if (!layoutCaches || documentsOnLayoutCaches >= DOCUMENTS_PER_LAYOUT_CACHE) {
    layoutCaches = { regular: Object.create(null), bold: Object.create(null) };
    documentsOnLayoutCaches = 0;
  }
  documentsOnLayoutCaches += 1;
  return layoutCaches;
}

/**
 * A pdfkit document that writes with the embedded open font: `FONT.regular` (also the default, so no
 * standard font is ever referenced) and `FONT.bold`, with the words shaped by earlier documents.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const { regular, bold } = openFonts();
  const doc = new PDFDocument({ ...options, font: asSource(regular) as string });
  doc.registerFont(FONT.regular, asSource(regular));
  doc.registerFont(FONT.bold, asSource(bold));
  // Opening a font in a document writes nothing: only a font a page uses is embedded at the end.
  doc.font(FONT.bold).font(FONT.regular);
  const caches = sharedLayoutCaches();
  const families = (doc as unknown as PdfkitFonts)._fontFamilies;
  for (const key of ['regular', 'bold'] as const) {
    const font = families[FONT[key]];
    if (font?.layoutCache) font.layoutCache = caches[key];
  }
  return doc;
}
