import type { BatchArrival, LotMovement } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';
import { messagesByField } from './field-messages';
import { lotStatus } from './lot-status';
import { arrivalPhrase, matchesBatch, movementReference } from './references';
import { checkTransfer, quantityInput } from './transfer-draft';

const lotId = '0b7a6f0e-6c1d-4f7e-9a53-1d2c3b4a5f60';
const drugstore = '11222333000181';
const clinic = '22.333.444/0001-81';

describe('the status of a lot', () => {
  it('is yellow with the days left within a week, and says today on the last day', () => {
    expect(lotStatus({ flag: 'expiringSoon', quantity: 50, daysLeft: 4 })).toMatchObject({
      key: 'badge.expiringSoon',
      count: 4,
      color: 'yellow.4',
      darkText: true,
    });
    expect(lotStatus({ flag: 'expiringSoon', quantity: 50, daysLeft: 0 })).toMatchObject({
      key: 'badge.expiresToday',
    });
  });

  it('is blocked in dark red once expired, whatever is left; grey when empty; teal when fine', () => {
    expect(lotStatus({ flag: 'expired', quantity: 5, daysLeft: -10 })).toMatchObject({
      badge: 'expired',
      color: 'red.9',
      darkText: false,
    });
    expect(lotStatus({ flag: 'ok', quantity: 0, daysLeft: 100 })).toMatchObject({ badge: 'outOfStock' });
    expect(lotStatus({ flag: 'ok', quantity: 3, daysLeft: 100 })).toMatchObject({
      badge: 'ok',
      color: 'teal.9',
      rowTint: null,
    });
  });
});

describe('the transfer draft', () => {
  const lot = { flag: 'ok' as const, quantity: 10 };

  it('becomes the body POST /stock/transfers takes', () => {
    expect(checkTransfer({ lotId, toCnpj: clinic, quantity: '3' }, { fromCnpj: drugstore, lot })).toEqual({
      body: { lotId, toCnpj: '22333444000181', quantity: 3 },
    });
  });

  it('names missing fields', () => {
    const checked = checkTransfer({ lotId: '', toCnpj: '', quantity: '' }, { fromCnpj: drugstore, lot });
    expect('problems' in checked && checked.problems).toEqual(
      expect.arrayContaining([
        { field: 'lotId', messageKey: 'validation:required' },
        { field: 'toCnpj', messageKey: 'validation:required' },
        { field: 'quantity', messageKey: 'validation:required' },
      ]),
    );
    const zero = checkTransfer({ lotId, toCnpj: clinic, quantity: '0' }, { fromCnpj: drugstore, lot });
    expect('problems' in zero && zero.problems).toEqual([
      { field: 'quantity', messageKey: 'validation:tooSmall' },
    ]);
  });

  it('mirrors the rules: not more than the lot has, not to the same workplace', () => {
    const more = checkTransfer({ lotId, toCnpj: clinic, quantity: '11' }, { fromCnpj: drugstore, lot });
    expect('problems' in more && more.problems).toEqual([
      { field: 'quantity', messageKey: 'stock:problems.insufficient', params: { available: 10 } },
    ]);
    const same = checkTransfer(
      { lotId, toCnpj: drugstore, quantity: '1' },
      { fromCnpj: '11.222.333/0001-81', lot },
    );
    expect('problems' in same && same.problems).toEqual([
      { field: 'toCnpj', messageKey: 'stock:problems.sameWorkplace' },
    ]);
  });

  it('keeps digits only in a quantity, at most six of them', () => {
    expect(quantityInput('1a2.3')).toBe('123');
    expect(quantityInput('12345678')).toBe('123456');
  });
});

function movement(patch: Partial<LotMovement>): LotMovement {
  return {
    id: 1,
    kind: 'arrival',
    delta: 10,
    at: '2026-05-01T12:00:00Z',
    by: null,
    capsuleCode: null,
    exam: null,
    order: null,
    transfer: null,
    ...patch,
  };
}

describe('what a movement refers to', () => {
  it('names the order and invoice, the exam and capsule, the other workplace of a transfer', () => {
    expect(movementReference(movement({ order: { id: 'o', number: 42, invoice: 'NF-1' } }))).toEqual({
      key: 'movements.order',
      params: { number: '000042', invoice: 'NF-1' },
    });
    expect(movementReference(movement({ order: { id: 'o', number: 42, invoice: null } }))?.key).toBe(
      'movements.orderNoInvoice',
    );
    expect(
      movementReference(
        movement({ kind: 'examStart', capsuleCode: 'CP1', exam: { id: 'e', protocolNumber: 'P-9' } }),
      ),
    ).toEqual({ key: 'movements.exam', params: { protocol: 'P-9', capsule: 'CP1' } });
    const workplace = { cnpj: '1', name: 'Clínica' };
    expect(movementReference(movement({ kind: 'transferIn', transfer: { id: 't', workplace } }))?.key).toBe(
      'movements.transferFrom',
    );
    expect(movementReference(movement({ kind: 'transferOut', transfer: { id: 't', workplace } }))?.key).toBe(
      'movements.transferTo',
    );
    expect(movementReference(movement({ kind: 'nullified', capsuleCode: 'CP2' }))).toEqual({
      key: 'movements.capsule',
      params: { capsule: 'CP2' },
    });
    expect(movementReference(movement({}))).toBeNull();
  });
});

describe('batches', () => {
  const arrival = (patch: Partial<BatchArrival>): BatchArrival => ({
    source: 'order',
    at: '2026-05-01T12:00:00Z',
    quantity: 20,
    internalLot: null,
    order: { id: 'o', number: 7, invoice: 'NF-77' },
    fromWorkplace: null,
    ...patch,
  });

  it('says where each arrival came from', () => {
    expect(arrivalPhrase(arrival({}), '01/05').key).toBe('batches.arrivalOrder');
    expect(arrivalPhrase(arrival({ order: { id: 'o', number: 7, invoice: null } }), '01/05').params).toEqual({
      date: '01/05',
      quantity: 20,
      number: '000007',
    });
    expect(
      arrivalPhrase(
        arrival({ source: 'transfer', order: null, fromWorkplace: { cnpj: '1', name: 'Farmácia' } }),
        '01/05',
      ),
    ).toEqual({
      key: 'batches.arrivalTransfer',
      params: { date: '01/05', quantity: 20, workplace: 'Farmácia' },
    });
  });

  it('are found by lot, internal lot or invoice, whatever the case and spaces', () => {
    const batch = { lotNumber: 'COA101001001', internalLot: 'INT-1-A', arrivals: [arrival({})] };
    expect(matchesBatch(batch, '')).toBe(true);
    expect(matchesBatch(batch, 'coa 101')).toBe(true);
    expect(matchesBatch(batch, 'int-1')).toBe(true);
    expect(matchesBatch(batch, 'nf-77')).toBe(true);
    expect(matchesBatch(batch, 'XYZ')).toBe(false);
  });
});

describe('helpers', () => {
  it('formats a day without shifting it and translates the first message of each field', () => {
    expect(formatDay('2026-05-01', 'pt-BR')).toBe('01/05/2026');
    const t = (key: string, params?: Record<string, string | number>) => `${key}${params?.available ?? ''}`;
    expect(
      messagesByField(
        [
          { field: 'quantity', messageKey: 'stock:problems.insufficient', params: { available: 3 } },
          { field: 'quantity', messageKey: 'validation:invalid' },
        ],
        t,
      ),
    ).toEqual({ quantity: 'stock:problems.insufficient3' });
  });
});
