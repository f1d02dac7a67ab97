/** Hands a downloaded file to the browser as a download with its name (the API client fetched it with the token). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.click();
  // The browser has started reading the file by now; keep the address a minute for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
