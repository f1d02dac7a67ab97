import {
  calibrationValidity,
  type ReaderOverview,
  readerUpdateAvailable,
  type WorkplaceMessage,
} from '@ponto/domain';

export type ReaderStatusLiveMessage = Extract<WorkplaceMessage, { type: 'readerStatus' }>;

export type ApplyResult =
  /** The list with the reader updated (a new array; the untouched readers keep their identity). */
  | { kind: 'updated'; list: ReaderOverview[] }
  /** Nothing to change: the message is older than what the list already shows. */
  | { kind: 'stale' }
  /** The reader is not in the list (just registered or provisioned): the list must be read again. */
  | { kind: 'unknown' };

/**
 * Puts a device status (ponto/v1/workplaces/{cnpj}/readers) into the readers list as
 * GET /workplace/getScanners would show it. Pure and idempotent: applying the same message twice gives the
 * same list, and a message older than the one already shown (QoS 1 redelivery, out of order) is ignored —
 * except the offline last will, whose time is that of the connection it outlived.
 */
export function applyReaderStatus(
  list: readonly ReaderOverview[],
  message: ReaderStatusLiveMessage,
  now: number,
): ApplyResult {
  const index = list.findIndex((reader) => reader.code === message.code);
  const current = list[index];
  if (!current) return { kind: 'unknown' };
  // A last will (offline) carries the envelope built when the reader connected, so it is always older
  // than the statuses that followed: it applies whatever its time.
  const older = current.statusAt !== null && Date.parse(current.statusAt) > Date.parse(message.ts);
  if (older && message.state !== 'offline') return { kind: 'stale' };
  const { calibration } = message;
  const snapshot =
    calibration.status === 'none'
      ? null
      : { approved: calibration.status === 'approved', expiresAt: calibration.expiresAt ?? 0 };
  const updated: ReaderOverview = {
    ...current,
    family: message.family,
    state: message.state,
    led: message.led,
    batteryPercent: message.batteryPercent,
    wifiLevel: message.wifiLevel,
    connectionType: message.connectionType,
    firmware: message.firmware,
    calibration: {
      validity: calibrationValidity(snapshot, new Date(now)),
      expiresAt: calibration.expiresAt,
    },
    examId: message.examId,
    progress: message.progress ?? null,
    statusAt: message.ts,
    updateAvailable: readerUpdateAvailable(message),
  };
  const next = [...list];
  next[index] = updated;
  return { kind: 'updated', list: next };
}
