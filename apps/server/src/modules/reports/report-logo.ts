const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const KEEP_MS = 10 * 60_000;

/** Whether pdfkit's image() can draw it: PNG or JPEG, recognised by their first bytes. */
export function isRasterImage(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(PNG) || bytes.subarray(0, 3).equals(JPEG);
}

/**
 * The portal's logo (customization `logoUrl`) as bytes a report can draw: a data: URL or an http(s)
 * address. Kept for ten minutes, a failure too, so that a logo host that is down slows no report twice;
 * null (the report draws the Ponto name mark) when there is none or it is not a PNG or JPEG.
 */
export function logoLoader(logoUrl: () => string | null, now: () => number = Date.now) {
  let kept: { url: string | null; at: number; bytes: Promise<Buffer | null> } | null = null;
  return (): Promise<Buffer | null> => {
    const url = logoUrl();
    if (!kept || kept.url !== url || now() - kept.at > KEEP_MS)
      kept = { url, at: now(), bytes: load(url).catch(() => null) };
    return kept.bytes;
  };
}

async function load(url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  const data = /^data:image\/(png|jpeg);base64,(.+)$/.exec(url);
  const bytes = data
    ? Buffer.from(data[2]!, 'base64')
    : /^https?:\/\//.test(url)
      ? Buffer.from(await (await fetch(url, { signal: AbortSignal.timeout(3000) })).arrayBuffer())
      : null;
  return bytes && isRasterImage(bytes) ? bytes : null;
}
