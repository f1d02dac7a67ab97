import { type FieldError, stripDocument } from '@ponto/domain';
import type { ApiError } from '@/lib/api-error';
import type { VoucherCheckRequest } from '../api/check-voucher';
import type { WizardDraft } from './draft';

const voucherField = 'order.procedure.voucherCode';

/** A new code is a voucher not checked yet: what the old one paid for no longer counts. */
export function withVoucherCode(draft: WizardDraft, code: string): WizardDraft {
  return {
    ...draft,
    order: {
      ...draft.order,
      procedure: { ...draft.order.procedure, voucherCode: code },
      voucherExamIndex: null,
    },
  };
}

export function withVoucherExam(draft: WizardDraft, examIndex: number | null): WizardDraft {
  return { ...draft, order: { ...draft.order, voucherExamIndex: examIndex } };
}

/** A voucher procedure whose code the server has not accepted yet: Next checks it first. */
export function voucherUnchecked(draft: WizardDraft): boolean {
  return draft.order.procedure.kind === 'voucher' && draft.order.voucherExamIndex === null;
}

/** The typed code, trimmed: an answer about another code is stale. */
export function typedVoucherCode(draft: WizardDraft): string {
  return draft.order.procedure.voucherCode.trim();
}

/** POST /vouchers/check's body: the voucher is tied to the patient's document (VET: the tutor's CPF). */
export function voucherCheckRequest(draft: WizardDraft, veterinary: boolean): VoucherCheckRequest {
  const { order, patient } = draft;
  const tutorDocument = typeof draft.animal.tutorDocument === 'string' ? draft.animal.tutorDocument : '';
  return {
    code: typedVoucherCode(draft),
    examIndexes: order.examIndexes,
    patientDocument: veterinary
      ? { type: 'cpf', number: stripDocument(tutorDocument), country: 'BR' }
      : {
          type: patient.document.type,
          number: stripDocument(patient.document.number),
          country: patient.document.countryOfOrigin,
        },
  };
}

/** A refused voucher's problems: the fields the server named, or its code on the voucher field. */
export function voucherProblems(error: ApiError): FieldError[] {
  return error.fields.length > 0
    ? error.fields
    : [{ field: voucherField, messageKey: `errors:${error.code}.title` }];
}

/** The refusal's alert: none for a voucher code (the field says it), the title and advice otherwise. */
export function voucherAlert(error: ApiError): ApiError | null {
  return error.code.startsWith('VOUCHER_') ? null : error;
}

export function withoutVoucherProblems(errors: readonly FieldError[]): FieldError[] {
  return errors.filter((e) => e.field !== voucherField);
}
