import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { ApiError } from '@/lib/api-error';
import { emptyWizardDraft, type WizardDraft } from './draft';
import {
  typedVoucherCode,
  voucherAlert,
  voucherCheckRequest,
  voucherProblems,
  voucherUnchecked,
  withoutVoucherProblems,
  withVoucherCode,
  withVoucherExam,
} from './voucher-check';

const owner = { userId: 'u1', cnpj: '11222333000181' };

function withVoucher(veterinary = false): WizardDraft {
  const draft = emptyWizardDraft(owner, { veterinary });
  if (!veterinary) draft.patient = adultDraft();
  draft.order.examIndexes = [1, 4];
  draft.order.procedure = { kind: 'voucher', registrationNumber: '', voucherCode: ' ABC-123 ' };
  return draft;
}

describe('voucher check', () => {
  it('checks a voucher procedure until the server gave its exam, and a new code undoes that', () => {
    const draft = withVoucher();
    expect(voucherUnchecked(draft)).toBe(true);
    const checked = withVoucherExam(draft, 4);
    expect(voucherUnchecked(checked)).toBe(false);
    const edited = withVoucherCode(checked, 'XYZ');
    expect(edited.order.voucherExamIndex).toBeNull();
    expect(typedVoucherCode(edited)).toBe('XYZ');
    expect(
      voucherUnchecked({
        ...draft,
        order: { ...draft.order, procedure: { ...draft.order.procedure, kind: 'none' } },
      }),
    ).toBe(false);
  });

  it('sends the trimmed code, the exams and the patient’s document without its mask', () => {
    expect(voucherCheckRequest(withVoucher(), false)).toEqual({
      code: 'ABC-123',
      examIndexes: [1, 4],
      patientDocument: { type: 'cpf', number: '11144477735', country: 'BR' },
    });
  });

  it('ties a VET voucher to the tutor’s CPF', () => {
    const draft = withVoucher(true);
    draft.animal = { tutorDocument: '529.982.247-25' };
    expect(voucherCheckRequest(draft, true).patientDocument).toEqual({
      type: 'cpf',
      number: '52998224725',
      country: 'BR',
    });
    expect(voucherCheckRequest({ ...draft, animal: {} }, true).patientDocument.number).toBe('');
  });

  it('shows a refused voucher on its field, and an alert only for what is not about the voucher', () => {
    const refused = new ApiError('VOUCHER_EXPIRED', 422);
    expect(voucherProblems(refused)).toEqual([
      { field: 'order.procedure.voucherCode', messageKey: 'errors:VOUCHER_EXPIRED.title' },
    ]);
    expect(voucherAlert(refused)).toBeNull();

    const named = new ApiError('VALIDATION_FAILED', 400, {
      fields: [{ field: 'order.examIndexes', messageKey: 'validation:required' }],
    });
    expect(voucherProblems(named)).toEqual(named.fields);
    expect(voucherAlert(named)).toBe(named);
  });

  it('drops only the voucher field’s messages once a check passes', () => {
    const errors = [
      { field: 'order.procedure.voucherCode', messageKey: 'errors:VOUCHER_EXPIRED.title' },
      { field: 'order.payment.method', messageKey: 'validation:required' },
    ];
    expect(withoutVoucherProblems(errors)).toEqual([errors[1]]);
  });
});
