/** The reader firmware the portal offers; readers on an older one are told an update is available. */
export const CURRENT_FIRMWARE_VERSION = '2.5.0';

function parts(version: string): number[] {
  return version.split('.').map((p) => Number.parseInt(p, 10) || 0);
}

/** Compares dotted versions numerically ('2.10.0' is newer than '2.9.3'). */
export function compareFirmware(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export function isFirmwareOutdated(version: string, current = CURRENT_FIRMWARE_VERSION): boolean {
  return compareFirmware(version, current) < 0;
}

/** Whether a reader should be offered an update: older firmware, or it asks for one itself. */
export function readerUpdateAvailable(status: { firmware: string; state: string }): boolean {
  return (
    isFirmwareOutdated(status.firmware) ||
    status.state === 'updateNeeded' ||
    status.state === 'blockedByBlacklist'
  );
}
