/** A document's size for people: '1,5 MB' from a megabyte on, else whole kB (never '0 kB' for a tiny file). */
export const sizeText = (bytes: number, language: string) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString(language, { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(language)} kB`;
