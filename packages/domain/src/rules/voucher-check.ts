import type { ErrorCode } from '../errors/catalogue';
import { type Instant, toMillis } from '../shared/instant';
import { allow, type Outcome, refuse } from '../shared/outcome';

export interface VoucherFacts {
  workplaceCnpj: string;
  examIndex: number;
  maxQuantity: number;
  used: number;
  validUntil: Instant;
  /** The patient's document when the voucher is personal. */
  patientDocument?: string | null;
}

export interface VoucherUse {
  workplaceCnpj: string;
  examIndex: number;
  patientDocument: string;
}

/**
 * §5 the seven voucher checks, in the spec's order: wrong workplace, wrong exam, maximum quantity used,
 * expired, wrong patient, not found; anything else is the generic voucher error (VOUCHER_ERROR), which
 * the caller raises when the lookup itself fails.
 */
export function checkVoucher(voucher: VoucherFacts | null, use: VoucherUse, now: Instant): Outcome {
  if (!voucher) return refuse('VOUCHER_NOT_FOUND');
  const checks: Array<[boolean, ErrorCode]> = [
    [voucher.workplaceCnpj !== use.workplaceCnpj, 'VOUCHER_WRONG_WORKPLACE'],
    [voucher.examIndex !== use.examIndex, 'VOUCHER_WRONG_EXAM'],
    [voucher.used >= voucher.maxQuantity, 'VOUCHER_MAX_USED'],
    [toMillis(now) > toMillis(voucher.validUntil), 'VOUCHER_EXPIRED'],
    [!!voucher.patientDocument && voucher.patientDocument !== use.patientDocument, 'VOUCHER_WRONG_PATIENT'],
  ];
  const failed = checks.find(([fails]) => fails);
  return failed ? refuse(failed[1]) : allow(true);
}

export const voucherErrorCodes = [
  'VOUCHER_WRONG_WORKPLACE',
  'VOUCHER_WRONG_EXAM',
  'VOUCHER_MAX_USED',
  'VOUCHER_EXPIRED',
  'VOUCHER_WRONG_PATIENT',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_ERROR',
] as const satisfies readonly ErrorCode[];
