import { type ErrorCode, type ReaderState, readerStateMachine } from '@ponto/domain';
import type { ActivityKind } from './activity';

/** Where the domain only says INVALID_TRANSITION, the reader names what stands in the way. */
const clearerCode: Partial<Record<ReaderState, ErrorCode>> = {
  lowBattery: 'READER_LOW_BATTERY',
  blocked: 'READER_BLOCKED',
  blockedByBlacklist: 'READER_BLACKLISTED',
  updateNeeded: 'READER_UPDATING',
  error: 'READER_IN_USE',
};

/**
 * Why a command that would move the reader to `target` is refused, or null when it may go. A running
 * exam refuses updates (READER_UPDATE_REFUSED_DURING_EXAM) and other work (READER_IN_USE); otherwise the
 * domain's reader state machine decides (an exam from calibrationNeeded is CALIBRATION_NEEDED, from
 * blockedByBlacklist READER_BLACKLISTED, and so on).
 */
export function refusalFor(
  current: ReaderState,
  target: ReaderState,
  activity: ActivityKind | null,
): ErrorCode | null {
  if (activity === 'exam')
    return target === 'updateDownloading' ? 'READER_UPDATE_REFUSED_DURING_EXAM' : 'READER_IN_USE';
  if (activity === 'update') return 'READER_UPDATING';
  if (activity) return 'READER_IN_USE';
  const verdict = readerStateMachine.transition(current, target);
  if (verdict.ok) return null;
  return verdict.code === 'INVALID_TRANSITION' ? (clearerCode[current] ?? verdict.code) : verdict.code;
}
