import { type BatchArrival, formatOrderNumber, type LotMovement } from '@ponto/domain';

/** A text of the stock namespace and its values. */
export interface Phrase {
  key: string;
  params: Record<string, string | number>;
}

/** What a movement refers to: the order (and invoice) it came with, the exam that used it, the transfer. */
export function movementReference(movement: LotMovement): Phrase | null {
  if (movement.order) {
    const number = formatOrderNumber(movement.order.number);
    return movement.order.invoice
      ? { key: 'movements.order', params: { number, invoice: movement.order.invoice } }
      : { key: 'movements.orderNoInvoice', params: { number } };
  }
  if (movement.exam)
    return {
      key: 'movements.exam',
      params: { protocol: movement.exam.protocolNumber, capsule: movement.capsuleCode ?? '—' },
    };
  if (movement.transfer)
    return {
      key: movement.kind === 'transferIn' ? 'movements.transferFrom' : 'movements.transferTo',
      params: { workplace: movement.transfer.workplace.name },
    };
  if (movement.capsuleCode) return { key: 'movements.capsule', params: { capsule: movement.capsuleCode } };
  return null;
}

/** One arrival of a batch in words: invoice and order, or the workplace it was transferred from. */
export function arrivalPhrase(arrival: BatchArrival, date: string): Phrase {
  const quantity = arrival.quantity;
  if (arrival.source === 'transfer')
    return {
      key: 'batches.arrivalTransfer',
      params: { date, quantity, workplace: arrival.fromWorkplace?.name ?? '—' },
    };
  const number = arrival.order ? formatOrderNumber(arrival.order.number) : '—';
  return arrival.order?.invoice
    ? { key: 'batches.arrivalOrder', params: { date, quantity, number, invoice: arrival.order.invoice } }
    : { key: 'batches.arrivalOrderNoInvoice', params: { date, quantity, number } };
}

/** Whether a batch matches the search: its lot, internal lot or an invoice, whatever the case and spaces. */
export function matchesBatch(
  batch: {
    lotNumber: string;
    internalLot: string;
    arrivals: ReadonlyArray<Pick<BatchArrival, 'order' | 'internalLot'>>;
  },
  search: string,
): boolean {
  const wanted = normalise(search);
  if (!wanted) return true;
  const texts = [
    batch.lotNumber,
    batch.internalLot,
    ...batch.arrivals.flatMap((a) => [a.order?.invoice ?? '', a.internalLot ?? '']),
  ];
  return texts.some((text) => normalise(text).includes(wanted));
}

function normalise(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}
