import { describe, expect, it } from 'vitest';
import { type OrderStatus, orderStatuses, orderStatusMachine } from '../machines/order-status';
import {
  arrivalSteps,
  distributorMoveBodySchema,
  formatOrderNumber,
  invoiceNumberSchema,
  mayMoveOrder,
  moveOrder,
  orderLineProblems,
  orderMovesOf,
  ordersFieldError,
  placeOrderBodySchema,
  placeOrderSchema,
  shipmentLotProblems,
  shipmentLotSchema,
  shipmentRefusal,
} from './index';

const allMoves = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));
const machineMoves = allMoves.filter(([from, to]) => orderStatusMachine.can(from, to));

describe('who moves an order (§4, §6)', () => {
  it('lets the workplace cancel before billing and confirm the arrival, nothing else', () => {
    const workplace = machineMoves.filter(([from, to]) => mayMoveOrder('workplace', from, to));
    expect(workplace).toEqual([
      ['inAnalysis', 'canceled'],
      ['confirmed', 'canceled'],
      ['dispatched', 'delivered'],
      ['delivered', 'received'],
    ]);
  });

  it('lets the distributor make every other move of the machine, cancel and delivery included', () => {
    const distributor = machineMoves.filter(([from, to]) => mayMoveOrder('distributor', from, to));
    expect(distributor).toEqual(
      machineMoves.filter(([from, to]) => !(from === 'delivered' && to === 'received')),
    );
    expect(distributor).toContainEqual(['invoiceForShipping', 'canceled']);
    expect(distributor).toContainEqual(['dispatched', 'delivered']);
  });

  it.each([
    ['workplace', 'inAnalysis', 'canceled', true],
    ['workplace', 'confirmed', 'canceled', true],
    ['workplace', 'generateTicket', 'canceled', false],
    ['workplace', 'invoiceForShipping', 'dispatched', false],
    ['workplace', 'inAnalysis', 'confirmed', false],
    ['workplace', 'dispatched', 'delivered', true],
    ['workplace', 'delivered', 'received', true],
    ['workplace', 'received', 'received', false],
    ['distributor', 'inAnalysis', 'confirmed', true],
    ['distributor', 'invoiceForShipping', 'dispatched', true],
    ['distributor', 'delivered', 'received', false],
    ['distributor', 'closed', 'canceled', false],
    ['distributor', 'dispatched', 'canceled', false],
  ] as const)('%s: %s → %s allowed %s', (actor, from, to, allowed) => {
    const outcome = moveOrder(actor, from as OrderStatus, to as OrderStatus);
    if (allowed) expect(outcome).toEqual({ ok: true, value: to });
    else expect(outcome).toMatchObject({ ok: false, code: 'INVALID_TRANSITION', params: { from, to } });
  });

  it('names the actor when the machine allows the move but not to them', () => {
    expect(moveOrder('workplace', 'inAnalysis', 'confirmed')).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      params: { machine: 'orderStatus', from: 'inAnalysis', to: 'confirmed', actor: 'workplace' },
    });
  });

  it('offers each actor its own next moves', () => {
    expect(orderMovesOf('workplace', 'inAnalysis')).toEqual(['canceled']);
    expect(orderMovesOf('workplace', 'generateTicket')).toEqual([]);
    expect(orderMovesOf('distributor', 'inAnalysis')).toEqual(['confirmed', 'canceled']);
    expect(orderMovesOf('distributor', 'delivered')).toEqual([]);
    expect(orderMovesOf('distributor', 'closed')).toEqual([]);
  });
});

describe('confirm arrival (§2)', () => {
  it.each([
    ['dispatched', { ok: true, value: ['delivered', 'received'] }],
    ['delivered', { ok: true, value: ['received'] }],
    ['received', { ok: false, code: 'INVALID_TRANSITION', reason: 'alreadyReceived' }],
    ['invoicePaid', { ok: false, code: 'INVALID_TRANSITION', reason: 'alreadyReceived' }],
    ['closed', { ok: false, code: 'INVALID_TRANSITION', reason: 'alreadyReceived' }],
    ['canceled', { ok: false, code: 'INVALID_TRANSITION', reason: 'orderCanceled' }],
    ['invoiceForShipping', { ok: false, code: 'INVALID_TRANSITION', reason: 'notDispatched' }],
    ['inAnalysis', { ok: false, code: 'INVALID_TRANSITION', reason: 'notDispatched' }],
  ] as const)('%s → %j', (status, outcome) => expect(arrivalSteps(status)).toEqual(outcome));

  it('goes only through moves the workplace may make', () => {
    for (const from of ['dispatched', 'delivered'] as const) {
      const steps = arrivalSteps(from);
      if (!steps.ok) throw new Error('refused');
      let at: OrderStatus = from;
      for (const to of steps.value) {
        expect(moveOrder('workplace', at, to).ok).toBe(true);
        at = to;
      }
    }
  });
});

const address = {
  postalCode: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('place an order (§2, §3)', () => {
  it('accepts product lines, an address and notes', () => {
    const parsed = placeOrderSchema.parse({
      products: [
        { examIndex: 1, quantity: 10 },
        { examIndex: 2, quantity: 10_000 },
      ],
      deliveryAddress: address,
      notes: '  back door  ',
    });
    expect(parsed.notes).toBe('back door');
    expect(parsed.deliveryAddress.country).toBe('BR');
  });

  it.each([
    [{ products: [] }, 'products', 'validation:required'],
    [{ products: [{ examIndex: 1, quantity: 0 }] }, 'products.0.quantity', 'validation:tooSmall'],
    [{ products: [{ examIndex: 1, quantity: 10_001 }] }, 'products.0.quantity', 'validation:invalid'],
    [{ products: [{ examIndex: 1, quantity: 1.5 }] }, 'products.0.quantity', undefined],
    [{ deliveryAddress: { ...address, number: '10A' } }, 'deliveryAddress.number', 'validation:digitsOnly'],
    [{ notes: 'x'.repeat(501) }, 'notes', 'validation:tooLong'],
  ])('%j is refused at %s', (patch, field, message) => {
    const result = placeOrderBodySchema.safeParse({
      products: [{ examIndex: 1, quantity: 1 }],
      deliveryAddress: address,
      ...patch,
    });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });

  it('refuses an exam on two lines, naming the second line', () => {
    const result = placeOrderSchema.safeParse({
      products: [
        { examIndex: 1, quantity: 1 },
        { examIndex: 2, quantity: 1 },
        { examIndex: 1, quantity: 3 },
      ],
      deliveryAddress: address,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['products', 2, 'examIndex'], message: 'orders:problems.examTwice' }),
    ]);
  });

  it('refuses exams the workplace cannot order', () => {
    expect(orderLineProblems([{ examIndex: 1 }, { examIndex: 9 }], [1, 2])).toEqual([
      { field: 'products.1.examIndex', messageKey: 'orders:problems.examNotOrderable' },
    ]);
    expect(orderLineProblems([{ examIndex: 1 }, { examIndex: 2 }], [1, 2])).toEqual([]);
  });
});

const lot = {
  examIndex: 1,
  lotNumber: 'COA101009001',
  manufacturedOn: '2026-01-10',
  expiresOn: '2027-01-10',
  quantity: 20,
};

describe('shipment lots (§3)', () => {
  it('accepts a lot made on or before its expiry, internal lot optional', () => {
    expect(shipmentLotSchema.parse({ ...lot, internalLot: ' INT-7 ' }).internalLot).toBe('INT-7');
    expect(shipmentLotSchema.safeParse({ ...lot, expiresOn: lot.manufacturedOn }).success).toBe(true);
  });

  it.each([
    [{ expiresOn: '2026-01-09' }, 'expiresOn', 'validation:dateRangeInverted'],
    [{ quantity: 0 }, 'quantity', 'validation:tooSmall'],
    [{ lotNumber: '' }, 'lotNumber', 'validation:lotRequired'],
    [{ lotNumber: 'LOT 1;' }, 'lotNumber', 'validation:invalidLot'],
    [{ manufacturedOn: '2026-02-30' }, 'manufacturedOn', 'validation:invalidDate'],
    [{ expiresOn: '10/01/2027' }, 'expiresOn', 'validation:invalidDate'],
  ])('%j is refused at %s', (patch, field, message) => {
    const result = shipmentLotSchema.safeParse({ ...lot, ...patch });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });

  it('keeps invoice numbers in capitals and refuses odd characters', () => {
    expect(invoiceNumberSchema.parse(' nf-123/4 ')).toBe('NF-123/4');
    expect(invoiceNumberSchema.safeParse('NF 12;').success).toBe(false);
    expect(invoiceNumberSchema.safeParse('').error?.issues[0]?.message).toBe('validation:required');
  });

  it('refuses a lot number twice, an exam not ordered and a lot already expired', () => {
    const problems = shipmentLotProblems(
      [lot, { ...lot, examIndex: 5 }, { ...lot, lotNumber: 'X-1', expiresOn: '2026-06-01' }],
      [1],
      '2026-06-02',
    );
    expect(problems).toEqual([
      { field: 'lots.1.lotNumber', messageKey: 'orders:problems.lotTwice' },
      { field: 'lots.1.examIndex', messageKey: 'orders:problems.lotExamNotOrdered' },
      { field: 'lots.2.expiresOn', messageKey: 'validation:lotExpired' },
    ]);
    expect(shipmentLotProblems([lot], [1], '2027-01-10')).toEqual([]);
  });
});

describe('distributor moves and the shipment', () => {
  it('parses a shipping move', () => {
    const body = distributorMoveBodySchema.parse({ to: 'invoiceForShipping', invoice: 'nf-1', lots: [lot] });
    expect(body.invoice).toBe('NF-1');
    expect(distributorMoveBodySchema.safeParse({ to: 'sent' }).success).toBe(false);
    expect(distributorMoveBodySchema.safeParse({ to: 'dispatched', lots: [] }).success).toBe(false);
  });

  it('needs the invoice and the lots to ship, given now or before', () => {
    const none = { invoice: null, lotCount: 0 };
    expect(shipmentRefusal({ to: 'invoiceForShipping' }, none)).toEqual({
      code: 'ORDER_SHIPMENT_MISSING',
      fields: [
        { field: 'invoice', messageKey: 'validation:required' },
        { field: 'lots', messageKey: 'validation:required' },
      ],
    });
    expect(shipmentRefusal({ to: 'invoiceForShipping', invoice: 'NF-1' }, none)).toEqual({
      code: 'ORDER_SHIPMENT_MISSING',
      fields: [{ field: 'lots', messageKey: 'validation:required' }],
    });
    expect(shipmentRefusal({ to: 'invoiceForShipping', invoice: 'NF-1', lots: [lot] }, none)).toBeNull();
    expect(shipmentRefusal({ to: 'dispatched' }, { invoice: 'NF-1', lotCount: 2 })).toBeNull();
    expect(
      shipmentRefusal({ to: 'dispatched', sentOn: '2026-05-01' }, { invoice: 'NF-1', lotCount: 2 }),
    ).toBeNull();
    expect(shipmentRefusal({ to: 'confirmed' }, none)).toBeNull();
  });

  it('takes the invoice, the lots and the day it left only when shipping', () => {
    expect(
      shipmentRefusal(
        { to: 'confirmed', invoice: 'NF-1', lots: [lot], sentOn: '2026-05-01' },
        {
          invoice: null,
          lotCount: 0,
        },
      ),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [
        ordersFieldError('invoice', 'onlyWhenShipping'),
        ordersFieldError('lots', 'onlyWhenShipping'),
        ordersFieldError('sentOn', 'onlyWhenShipping'),
      ],
    });
    expect(
      shipmentRefusal(
        { to: 'invoiceForShipping', invoice: 'NF-1', lots: [lot], sentOn: '2026-05-01' },
        {
          invoice: null,
          lotCount: 0,
        },
      )?.fields,
    ).toEqual([ordersFieldError('sentOn', 'onlyWhenShipping')]);
  });
});

describe('views', () => {
  it('pads the order number to six digits', () => {
    expect(formatOrderNumber(42)).toBe('000042');
    expect(formatOrderNumber(1_234_567)).toBe('1234567');
  });

  it('names a field with params when asked', () => {
    expect(ordersFieldError('lots', 'lotTwice', { lot: 'A' })).toEqual({
      field: 'lots',
      messageKey: 'orders:problems.lotTwice',
      params: { lot: 'A' },
    });
  });
});
