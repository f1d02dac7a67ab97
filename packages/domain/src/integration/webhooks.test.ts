import { describe, expect, it } from 'vitest';
import {
  maskWebhookSecret,
  WEBHOOK_RETRY_WINDOW_MS,
  webhookEndpointInputSchema,
  webhookEndpointPatchSchema,
  webhookOutcome,
  webhookPayloadSchema,
  webhookRetryAt,
  webhookRetryDelaysMs,
} from './webhooks';

const created = new Date('2026-03-01T12:00:00Z');
const later = (ms: number) => new Date(created.getTime() + ms);
const HOUR = 3_600_000;

describe('webhookRetryAt', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h between attempts', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 9].map(
      (attempts) =>
        webhookRetryAt({ createdAt: created, attempts, now: created })!.getTime() - created.getTime(),
    );
    expect(waits).toEqual([5_000, 300_000, 1_800_000, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR, 10 * HOUR]);
  });

  it('treats a count below one as the first failure', () => {
    expect(webhookRetryAt({ createdAt: created, attempts: 0, now: created })).toEqual(later(5_000));
  });

  it('keeps retrying until 3 days have passed since the event, then gives up', () => {
    const last = later(WEBHOOK_RETRY_WINDOW_MS - 1);
    expect(webhookRetryAt({ createdAt: created, attempts: 12, now: last })).toEqual(
      new Date(last.getTime() + 10 * HOUR),
    );
    expect(
      webhookRetryAt({ createdAt: created, attempts: 13, now: later(WEBHOOK_RETRY_WINDOW_MS) }),
    ).toBeNull();
  });

  it('spans at least the window when every attempt fails', () => {
    let now = created;
    let attempts = 0;
    for (;;) {
      attempts++;
      const next = webhookRetryAt({ createdAt: created, attempts, now });
      if (!next) break;
      now = next;
    }
    expect(now.getTime() - created.getTime()).toBeGreaterThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
    expect(attempts).toBeGreaterThan(webhookRetryDelaysMs.length);
  });

  it('takes another schedule and window (tests, operations)', () => {
    expect(webhookRetryAt({ createdAt: created, attempts: 3, now: created }, [1, 2], 10)).toEqual(later(2));
    expect(webhookRetryAt({ createdAt: created, attempts: 1, now: later(10) }, [1, 2], 10)).toBeNull();
  });
});

describe('webhookOutcome', () => {
  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [299, 'delivered'],
    [410, 'gone'],
    [301, 'retry'],
    [404, 'retry'],
    [500, 'retry'],
    [199, 'retry'],
    [null, 'retry'],
  ] as const)('%s → %s', (status, outcome) => expect(webhookOutcome(status)).toBe(outcome));
});

describe('endpoint schemas', () => {
  it('takes an http(s) URL and at least one event, without repeats', () => {
    expect(
      webhookEndpointInputSchema.parse({
        url: 'https://hooks.example.com/ponto',
        events: ['result.finished', 'exam.started', 'result.finished'],
      }),
    ).toEqual({ url: 'https://hooks.example.com/ponto', events: ['result.finished', 'exam.started'] });
    expect(
      webhookEndpointInputSchema.safeParse({ url: 'ftp://x.example', events: ['exam.started'] }).success,
    ).toBe(false);
    expect(webhookEndpointInputSchema.safeParse({ url: 'https://x.example', events: [] }).success).toBe(
      false,
    );
    expect(
      webhookEndpointInputSchema.safeParse({ url: 'https://x.example', events: ['exam.done'] }).success,
    ).toBe(false);
  });

  it('patches either part', () => {
    expect(webhookEndpointPatchSchema.parse({})).toEqual({});
    expect(webhookEndpointPatchSchema.parse({ enabled: false })).toEqual({ enabled: false });
  });

  it('masks a secret to its last 4 characters', () => {
    expect(maskWebhookSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe('whsec_…LaSw');
  });
});

describe('webhookPayloadSchema', () => {
  const ref = {
    cnpj: '12345678000195',
    preExamId: '00000000-0000-4000-8000-000000000001',
    externalId: 'order-42',
    examRequestId: '00000000-0000-4000-8000-000000000002',
    examIndex: 7,
    status: 'FINISHED',
    state: 'ready',
  };

  it('reads each event type with its data', () => {
    const timestamp = '2026-03-01T12:00:00.000Z';
    const payloads = [
      {
        type: 'exam.started',
        timestamp,
        data: { ...ref, status: 'STARTED', state: 'waitingForTest', recollect: false },
      },
      { type: 'questionnaire.filled', timestamp, data: { ...ref, externalId: null } },
      {
        type: 'result.finished',
        timestamp,
        data: {
          ...ref,
          errorCode: null,
          results: [
            {
              analyte: 'GLU',
              value: '98',
              qualitative: false,
              unit: 'mg/dL',
              lowerLimit: '70',
              upperLimit: '99',
              description: null,
              valid: true,
              resultAt: timestamp,
            },
          ],
          diagnosticReport: `https://ponto.example/fhir/R4/DiagnosticReport/${ref.examRequestId}`,
        },
      },
    ];
    for (const payload of payloads) expect(webhookPayloadSchema.parse(payload)).toEqual(payload);
    expect(webhookPayloadSchema.safeParse({ type: 'result.finished', timestamp, data: ref }).success).toBe(
      false,
    );
  });
});
