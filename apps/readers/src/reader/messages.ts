import { randomUUID } from 'node:crypto';
import {
  type DeviceFamily,
  envelope,
  type ReaderEvent,
  type ReaderEventOrder,
  type ReaderState,
  type ReaderStatusMessage,
  readerEventSchema,
  readerLed,
  readerStatusMessageSchema,
  type SendingResultProgress,
} from '@ponto/domain';
import type { DeviceCondition } from './condition';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An event as an activity states it; the reader adds the envelope, its code and the exam id. */
export type ReaderEventBody = DistributiveOmit<ReaderEvent, 'id' | 'ts' | 'v' | 'code' | 'examId' | 'order'>;

export interface StatusParts {
  code: string;
  family: DeviceFamily;
  state: ReaderState;
  condition: DeviceCondition;
  examId: string | null;
  progress?: SendingResultProgress;
  /** Wall-clock instant of the message. */
  at: Date;
  /** Converts a simulated instant (the calibration expiry) to wall-clock time. */
  toWall: (simulated: Date) => Date;
}

// Messages are parsed before they leave: a simulator bug must fail here, not in the server.

export function statusMessage(parts: StatusParts): ReaderStatusMessage {
  const { condition } = parts;
  const { calibration } = condition;
  return readerStatusMessageSchema.parse({
    ...envelope(randomUUID(), parts.at),
    code: parts.code,
    family: parts.family,
    state: parts.state,
    led: readerLed[parts.state],
    batteryPercent: condition.batteryPercent,
    wifiLevel: condition.wifiLevel,
    connectionType: condition.connectionType,
    firmware: condition.firmware,
    calibration: {
      status: calibration.status,
      expiresAt: calibration.expiresAt ? parts.toWall(calibration.expiresAt).toISOString() : null,
    },
    examId: parts.examId,
    ...(parts.state === 'sendingResult' && parts.progress ? { progress: parts.progress } : {}),
  });
}

export function eventMessage(
  code: string,
  examId: string | null,
  body: ReaderEventBody,
  at: Date,
  order: ReaderEventOrder,
): ReaderEvent {
  return readerEventSchema.parse({ ...envelope(randomUUID(), at), code, examId, order, ...body });
}
