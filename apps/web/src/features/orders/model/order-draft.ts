import {
  type FieldError,
  ORDER_QUANTITY_MAX,
  type OrderStatus,
  type PlaceOrderBody,
  placeOrderSchema,
  zodIssueKey,
} from '@ponto/domain';
import type { AddressDraft } from '@/entities/address';

/** One product line as the form holds it: the exam index as the select's value, the typed quantity. */
export interface OrderLineDraft {
  /** Stable React key of the line (lines are added and removed). */
  key: string;
  examIndex: string;
  quantity: string;
}

export interface OrderDraft {
  lines: OrderLineDraft[];
  address: AddressDraft;
  notes: string;
}

let nextKey = 0;
export function newLine(): OrderLineDraft {
  nextKey += 1;
  return { key: `line-${nextKey}`, examIndex: '', quantity: '' };
}

/** Digits only, at most as many as the largest quantity has. */
export function quantityInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, String(ORDER_QUANTITY_MAX).length);
}

/** The draft as POST /orders takes it; a blank exam or quantity stays missing, so it reads 'required'. */
export function toBody(draft: OrderDraft): Record<string, unknown> {
  const notes = draft.notes.trim();
  const { complement, ...address } = draft.address;
  return {
    products: draft.lines.map((line) => ({
      examIndex: line.examIndex === '' ? undefined : Number(line.examIndex),
      quantity: line.quantity === '' ? undefined : Number(line.quantity),
    })),
    deliveryAddress: complement.trim() ? { ...address, complement } : address,
    ...(notes && { notes }),
  };
}

/** A field problem's message key: the domain's own (orders:…) or the validation key of the zod issue. */
function messageKeyOf(issue: { code: string; message: string; origin?: unknown; format?: unknown }): string {
  return issue.message.startsWith('orders:') ? issue.message : `validation:${zodIssueKey(issue)}`;
}

/**
 * Checks the draft with the domain's place-order schema, as the server will (the server also knows which
 * exams the workplace may order). Returns the body to send, or the problems by field path.
 */
export function checkDraft(draft: OrderDraft): { body: PlaceOrderBody } | { problems: FieldError[] } {
  const parsed = placeOrderSchema.safeParse(toBody(draft));
  if (parsed.success) return { body: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      messageKey: messageKeyOf(issue as Parameters<typeof messageKeyOf>[0]),
    })),
  };
}

/** The first message per field, translated. */
export function messagesByField(
  problems: readonly FieldError[],
  t: (key: string, params?: Record<string, string | number>) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) out[p.field] ??= t(p.messageKey, p.params ?? {});
  return out;
}

/** Badge colours by how far the order has come: dark shades, so the text keeps its contrast. */
export function statusColor(status: OrderStatus): string {
  switch (status) {
    case 'canceled':
      return 'red.9';
    case 'received':
    case 'closed':
      return 'teal.9';
    case 'invoiceForShipping':
    case 'dispatched':
    case 'delivered':
      return 'blue.9';
    default:
      return 'indigo.9';
  }
}
