import { describe, expect, it } from 'vitest';
import { emptyAddress } from '@/entities/address';
import { formatDay } from './dates';
import {
  checkDraft,
  messagesByField,
  newLine,
  type OrderDraft,
  quantityInput,
  statusColor,
} from './order-draft';

const address = {
  ...emptyAddress(),
  postalCode: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

function draft(lines: Array<[string, string]>, patch: Partial<OrderDraft> = {}): OrderDraft {
  return {
    lines: lines.map(([examIndex, quantity]) => ({ ...newLine(), examIndex, quantity })),
    address,
    notes: '',
    ...patch,
  };
}

describe('the place-order draft', () => {
  it('becomes the body POST /orders takes, without a blank complement or notes', () => {
    expect(
      checkDraft(
        draft(
          [
            ['1', '10'],
            ['2', '5'],
          ],
          { notes: '  ' },
        ),
      ),
    ).toEqual({
      body: {
        products: [
          { examIndex: 1, quantity: 10 },
          { examIndex: 2, quantity: 5 },
        ],
        deliveryAddress: { ...address, complement: undefined },
      },
    });
  });

  it('names each problem at its field, the domain keys included', () => {
    const checked = checkDraft(
      draft(
        [
          ['', ''],
          ['1', '0'],
          ['1', '3'],
        ],
        { address: { ...address, number: '' } },
      ),
    );
    expect('problems' in checked && checked.problems).toEqual(
      expect.arrayContaining([
        { field: 'products.0.examIndex', messageKey: 'validation:required' },
        { field: 'products.0.quantity', messageKey: 'validation:required' },
        { field: 'products.1.quantity', messageKey: 'validation:tooSmall' },
        { field: 'deliveryAddress.number', messageKey: 'validation:required' },
      ]),
    );
    const twice = checkDraft(
      draft([
        ['1', '1'],
        ['1', '2'],
      ]),
    );
    expect('problems' in twice && twice.problems).toEqual([
      { field: 'products.1.examIndex', messageKey: 'orders:problems.examTwice' },
    ]);
  });

  it('keeps digits only in a quantity, at most five of them', () => {
    expect(quantityInput('1.0a00')).toBe('1000');
    expect(quantityInput('1234567')).toBe('12345');
  });

  it('translates the first message of each field', () => {
    const t = (key: string, params?: Record<string, string | number>) => `${key}${params?.lot ?? ''}`;
    expect(
      messagesByField(
        [
          { field: 'invoice', messageKey: 'orders:problems.lotOfAnotherExam', params: { lot: 'A1' } },
          { field: 'invoice', messageKey: 'validation:invalid' },
        ],
        t,
      ),
    ).toEqual({ invoice: 'orders:problems.lotOfAnotherExam' + 'A1' });
  });

  it('gives every status a dark badge colour and formats days without shifting them', () => {
    expect(statusColor('canceled')).toBe('red.9');
    expect(statusColor('closed')).toBe('teal.9');
    expect(statusColor('dispatched')).toBe('blue.9');
    expect(statusColor('inAnalysis')).toBe('indigo.9');
    expect(formatDay('2026-05-01', 'pt-BR')).toBe('01/05/2026');
    expect(formatDay(null, 'pt-BR')).toBeNull();
  });
});
