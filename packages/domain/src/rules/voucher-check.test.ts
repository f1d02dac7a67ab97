import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../errors/catalogue';
import { checkVoucher, type VoucherFacts, voucherErrorCodes } from './voucher-check';

const now = '2024-06-15T12:00:00.000Z';
const voucher: VoucherFacts = {
  workplaceCnpj: '11222333000181',
  examIndex: 2,
  maxQuantity: 10,
  used: 3,
  validUntil: '2024-06-30T23:59:59.000Z',
};
const use = { workplaceCnpj: '11222333000181', examIndex: 2, patientDocument: '52998224725' };

describe('checkVoucher (the seven checks)', () => {
  it.each<[VoucherFacts | null, string | null]>([
    [voucher, null],
    [{ ...voucher, patientDocument: '52998224725' }, null],
    [{ ...voucher, workplaceCnpj: 'other' }, 'VOUCHER_WRONG_WORKPLACE'],
    [{ ...voucher, examIndex: 3 }, 'VOUCHER_WRONG_EXAM'],
    [{ ...voucher, used: 10 }, 'VOUCHER_MAX_USED'],
    [{ ...voucher, validUntil: '2024-06-15T11:59:59.000Z' }, 'VOUCHER_EXPIRED'],
    [{ ...voucher, patientDocument: '11144477735' }, 'VOUCHER_WRONG_PATIENT'],
    [null, 'VOUCHER_NOT_FOUND'],
    [{ ...voucher, workplaceCnpj: 'other', used: 10 }, 'VOUCHER_WRONG_WORKPLACE'],
  ])('%j → %s', (facts, code) => {
    const outcome = checkVoucher(facts, use, now);
    expect(outcome.ok ? null : outcome.code).toBe(code);
  });

  it('has seven catalogued codes, the generic one included', () => {
    expect(voucherErrorCodes).toHaveLength(7);
    for (const code of voucherErrorCodes) expect(isErrorCode(code)).toBe(true);
  });
});
