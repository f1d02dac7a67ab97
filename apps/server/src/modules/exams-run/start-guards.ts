import {
  canStartLensBloodCount,
  canStartRecollect,
  type DeviceFamily,
  type ErrorCode,
  fieldError,
  isExamInProgress,
  isLensBloodCount,
  mustRecalibrate,
  type ReaderStatusMessage,
  readerStateMachine,
  readerStatusMessageSchema,
} from '@ponto/domain';
import { AppError, validationError } from '../../platform/errors';
import type { ExamReaderRepository, ReaderRow } from './reader-repository';
import type { RequestRow } from './types';

// The checks of POST …/start beyond the exam machine; each throws its §8 refusal (docs/exam-run.md).

/**
 * §4/§9 a Lens blood count needs the tube 3 volume and a Flow reserved by that Lens. Answers whether the
 * exam is one (the run keeps the volume only then).
 */
export async function assertBloodCountReady(
  readers: ExamReaderRepository,
  request: RequestRow,
  reader: ReaderRow,
  tube3VolumeUl: number | undefined,
): Promise<boolean> {
  if (!isLensBloodCount({ code: request.examCode, family: request.family })) return false;
  if (tube3VolumeUl === undefined) throw validationError([fieldError('tube3VolumeUl', 'required')]);
  const held = await readers.flowHeldBy(reader.id);
  const reserved = canStartLensBloodCount({
    code: reader.code,
    family: reader.family as DeviceFamily,
    reservedWith: held ?? null,
  });
  if (!reserved.ok) throw new AppError(reserved.code);
  return true;
}

/** §4 a recollect starts once, within its deadline, on a reader where no other exam waits for its capsule. */
export async function assertRecollectCanStart(
  readers: ExamReaderRepository,
  request: RequestRow,
  readerId: string,
  now: Date,
) {
  const allowed = canStartRecollect(
    { state: request.status, recollected: !!request.recollectedAt, deadline: request.recollectDeadlineAt },
    { examWaitingForCapsule: await readers.waitsForCapsule(readerId) },
    now,
  );
  if (!allowed.ok) throw new AppError(allowed.code);
}

/**
 * The reader's status as it stands: the stored one, or one this process received and has not stored yet
 * (statuses are written in batches, readers/status-writer.ts), which a browser may already show. The unwritten
 * one arrived after the stored one was written here, and replaces it as the batch will (a last will, or one
 * after it, by arrival; others by the time the reader sent them): only a newer status another process of the
 * deployment stored comes first.
 */
export function currentStatus(stored: unknown, unwritten: ReaderStatusMessage | undefined): unknown {
  if (!unwritten) return stored;
  const parsed = stored ? readerStatusMessageSchema.safeParse(stored) : null;
  if (!parsed?.success || unwritten.state === 'offline' || parsed.data.state === 'offline') return unwritten;
  return Date.parse(parsed.data.ts) > Date.parse(unwritten.ts) ? stored : unwritten;
}

/**
 * Whether a reader can take an exam now, from its current status (`currentStatus`), in the documented order:
 * connected (READER_OFFLINE), not in an exam (READER_IN_USE), calibrated (CALIBRATION_NEEDED), then idle (the
 * reader machine's refusal: low battery, blocked, blacklisted, updating). Throws the refusal.
 */
export function assertReaderReady(readerStatus: unknown, now: Date): void {
  const parsed = readerStatus ? readerStatusMessageSchema.safeParse(readerStatus) : null;
  const status = parsed?.success ? parsed.data : null;
  if (!status || status.state === 'offline' || status.state === 'reconnecting')
    throw new AppError('READER_OFFLINE');
  if (isExamInProgress(status.state)) throw new AppError('READER_IN_USE');
  const calibration =
    status.calibration.status === 'none'
      ? null
      : { approved: status.calibration.status === 'approved', expiresAt: status.calibration.expiresAt ?? 0 };
  if (mustRecalibrate(calibration, now)) throw new AppError('CALIBRATION_NEEDED');
  if (status.state !== 'idle') {
    const move = readerStateMachine.transition(status.state, 'waitingNfcTag');
    // A state the reader machine names no reason for (error, calibrating…) is a reader busy with something else.
    throw new AppError(
      move.ok || move.code === 'INVALID_TRANSITION' ? 'READER_IN_USE' : (move.code as ErrorCode),
    );
  }
}

/** A reader running a control sample (control-samples) takes no patient exam until it ends. */
export async function assertNoControlRunning(readers: ExamReaderRepository, readerId: string): Promise<void> {
  if (await readers.runsControl(readerId)) throw new AppError('READER_IN_USE');
}
