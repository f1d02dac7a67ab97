import { describe, expect, it } from 'vitest';
import {
  accountSummarySchema,
  accountSuspensionInputSchema,
  maskAccountDocument,
} from './account-suspension';

describe('account suspension input', () => {
  it('requires a reason from the list to suspend, and none to lift', () => {
    expect(
      accountSuspensionInputSchema.safeParse({ suspended: true, reason: 'pendingPayment' }).success,
    ).toBe(true);
    expect(accountSuspensionInputSchema.safeParse({ suspended: false }).success).toBe(true);
    const missing = accountSuspensionInputSchema.safeParse({ suspended: true });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'validation:required' });
    expect(accountSuspensionInputSchema.safeParse({ suspended: true, reason: 'because' }).success).toBe(
      false,
    );
  });
});

describe('account summaries', () => {
  it('hide all but the last 4 digits of the document', () => {
    expect(maskAccountDocument('56789012303')).toBe('***.***.*23-03');
    expect(maskAccountDocument('AB1234567')).toBe('*****4567');
    expect(maskAccountDocument('123')).toBe('123');
  });

  it('carry the workplaces by name and CNPJ', () => {
    const summary = {
      id: 'u-1',
      name: 'Ana',
      maskedDocument: '***.***.*23-03',
      email: null,
      suspended: false,
      workplaces: [{ name: 'Clínica', cnpj: '11222333000181' }],
    };
    expect(accountSummarySchema.parse(summary)).toEqual(summary);
  });
});
