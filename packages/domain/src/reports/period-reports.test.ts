import { describe, expect, it } from 'vitest';
import { mandatoryNotificationSchema } from '../entities/mandatory-notification';
import { covidOutcomes, covidReportColumns, covidReportSchema } from './covid-report';
import {
  mandatoryNotificationCells,
  mandatoryNotificationColumns,
  mandatoryNotificationRowSchema,
  mandatoryNotificationsPageSchema,
} from './mandatory-notifications';
import { servicesReportColumns, servicesReportSchema } from './services-report';

const row = Object.fromEntries(mandatoryNotificationColumns.map((c, i) => [c, `v${i}`])) as Record<
  (typeof mandatoryNotificationColumns)[number],
  string
>;

describe('mandatory notifications (§3 fields)', () => {
  it('has the 16 §3 fields in the order of the entity', () => {
    expect(mandatoryNotificationColumns).toHaveLength(16);
    expect([...mandatoryNotificationColumns]).toEqual(Object.keys(mandatoryNotificationSchema.shape));
  });

  it('prints a row in column order', () => {
    expect(mandatoryNotificationCells(mandatoryNotificationRowSchema.parse(row))).toEqual(
      mandatoryNotificationColumns.map((_, i) => `v${i}`),
    );
  });

  it('a page needs every field of a row and a nullable cursor', () => {
    const { phone: _, ...partial } = row;
    expect(
      mandatoryNotificationsPageSchema.safeParse({
        items: [{ examRequestId: 'a', row: partial, rndsDocument: false, rndsLastSend: null }],
        nextCursor: null,
        rndsSending: false,
      }).success,
    ).toBe(false);
    expect(
      mandatoryNotificationsPageSchema.parse({
        items: [{ examRequestId: 'a', row, rndsDocument: true, rndsLastSend: null }],
        nextCursor: 'c',
        rndsSending: false,
      }).items,
    ).toHaveLength(1);
  });
});

describe('services report', () => {
  const money = { fullPriceCents: 100, discountCents: 0, pricePaidCents: 100, displacementFeeCents: 0 };

  it('takes exams, totals and payment methods in cents; refuses an unknown method or negative money', () => {
    const report = {
      exams: [
        {
          examIndex: 1,
          examCode: 'COVID_AG',
          name: { 'pt-BR': 'Covid' },
          requests: 1,
          released: 0,
          ...money,
        },
      ],
      totals: { protocols: 1, requests: 1, released: 0, ...money },
      paymentMethods: [{ method: 'pix', protocols: 1, pricePaidCents: 100 }],
    };
    expect(servicesReportSchema.parse(report)).toEqual(report);
    expect(
      servicesReportSchema.safeParse({
        ...report,
        paymentMethods: [{ method: 'barter', protocols: 1, pricePaidCents: 1 }],
      }).success,
    ).toBe(false);
    expect(
      servicesReportSchema.safeParse({ ...report, totals: { ...report.totals, discountCents: -1 } }).success,
    ).toBe(false);
  });

  it('prints the exam, its counts and the four sums', () => {
    expect(servicesReportColumns).toEqual([
      'examIndex',
      'exam',
      'requests',
      'released',
      'fullPrice',
      'discount',
      'pricePaid',
      'displacementFee',
    ]);
  });
});

describe('covid report', () => {
  const counts = { total: 3, positive: 1, negative: 1, inconclusive: 0, invalid: 0, awaiting: 1 };

  it('counts per day by outcome, with totals', () => {
    expect(
      covidReportSchema.parse({ days: [{ day: '2026-03-10', ...counts }], totals: counts }).days,
    ).toHaveLength(1);
    expect(
      covidReportSchema.safeParse({ days: [{ day: '10/03/2026', ...counts }], totals: counts }).success,
    ).toBe(false);
  });

  it('prints the day, the total and one column per outcome', () => {
    expect(covidReportColumns).toEqual(['day', 'total', ...covidOutcomes]);
  });
});
