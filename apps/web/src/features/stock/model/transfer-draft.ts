import {
  type FieldError,
  type StockLot,
  type StockTransferBody,
  stockTransferBodySchema,
  TRANSFER_QUANTITY_MAX,
  transferRefusal,
  zodIssueKey,
} from '@ponto/domain';

/** The transfer form as it holds it: the chosen lot's id, the destination's tax id, the typed quantity. */
export interface TransferDraft {
  lotId: string;
  toCnpj: string;
  quantity: string;
}

export const emptyTransferDraft = (): TransferDraft => ({ lotId: '', toCnpj: '', quantity: '' });

/** Digits only, at most as many as the largest quantity has. */
export function quantityInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, String(TRANSFER_QUANTITY_MAX).length);
}

/**
 * Checks the draft as the server will: the body's shape (domain schema), then the transfer rules on the
 * chosen lot (same workplace, expired, more than it has). The server decides on the locked lot; this only
 * spares a round trip. Returns the body to send or the problems by field.
 */
export function checkTransfer(
  draft: TransferDraft,
  context: { fromCnpj: string; lot: Pick<StockLot, 'flag' | 'quantity'> | undefined },
): { body: StockTransferBody } | { problems: FieldError[] } {
  const parsed = stockTransferBodySchema.safeParse({
    lotId: draft.lotId,
    toCnpj: draft.toCnpj,
    quantity: draft.quantity === '' ? undefined : Number(draft.quantity),
  });
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        messageKey: `validation:${zodIssueKey(issue as Parameters<typeof zodIssueKey>[0])}`,
      })),
    };
  if (context.lot) {
    const refusal = transferRefusal({
      fromCnpj: context.fromCnpj.replace(/\D/g, ''),
      toCnpj: parsed.data.toCnpj,
      lot: context.lot,
      quantity: parsed.data.quantity,
    });
    if (refusal) return { problems: [refusal.field] };
  }
  return { body: parsed.data };
}
