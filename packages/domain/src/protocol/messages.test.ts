import { describe, expect, it } from 'vitest';
import { readerCommandSchema } from './commands';
import { envelope, envelopeSchema } from './envelope';
import { readerEventSchema } from './events';
import { readerStatusMessageSchema } from './status';
import { applyLocalAnalysisChange, workplaceMessageSchema } from './workplace';

const base = envelope('0b6f2a5e-8c1d-4f3a-9e2b-7a6c5d4e3f21', new Date('2024-06-15T12:00:00.000Z'));

describe('envelope', () => {
  it('carries a unique id, a timestamp and the protocol version', () => {
    expect(base).toEqual({
      id: '0b6f2a5e-8c1d-4f3a-9e2b-7a6c5d4e3f21',
      ts: '2024-06-15T12:00:00.000Z',
      v: 1,
    });
    expect(envelopeSchema.parse({ id: base.id, ts: base.ts })).toEqual(base);
  });

  it.each([
    [{ ...base, id: 'not-a-uuid' }],
    [{ ...base, ts: 'yesterday' }],
    [{ ...base, v: 2 }],
    [{ ts: base.ts }],
  ])('refuses %j', (message) => expect(envelopeSchema.safeParse(message).success).toBe(false));
});

describe('reader status', () => {
  const status = {
    ...base,
    code: 'RD-1',
    family: 'Flow',
    state: 'sendingResult',
    led: 'cyan',
    batteryPercent: 80,
    wifiLevel: 3,
    connectionType: 'wifi',
    firmware: '2.4.1',
    calibration: { status: 'approved', expiresAt: '2024-06-16T12:00:00.000Z' },
    progress: { part: 2, of: 5 },
  };

  it('accepts a full status', () => expect(readerStatusMessageSchema.parse(status).examId).toBeNull());
  it.each([
    [{ ...status, state: 'dancing' }],
    [{ ...status, led: 'purple' }],
    [{ ...status, batteryPercent: 101 }],
    [{ ...status, family: 'Toaster' }],
  ])('refuses %#', (message) => expect(readerStatusMessageSchema.safeParse(message).success).toBe(false));
});

describe('reader events', () => {
  const exam = { ...base, code: 'RD-1', examId: 'e1' };
  it.each([
    [{ ...exam, type: 'nfcRead', capsuleCode: 'C1', lot: 'L123456789' }],
    [{ ...exam, type: 'capsuleInserted' }],
    [{ ...exam, type: 'capsuleRemoved', early: true }],
    [{ ...exam, type: 'stepStarted', step: 'heating' }],
    [{ ...exam, type: 'stepFinished', step: 'reading' }],
    [{ ...exam, type: 'resultPart', part: 1, of: 3, data: 'AAEC' }],
    [
      {
        ...exam,
        examId: null,
        type: 'calibrationFinished',
        approved: true,
        expiresAt: '2024-06-16T12:00:00.000Z',
      },
    ],
    [{ ...exam, type: 'error', error: 'READER_THERMAL_RUNAWAY' }],
    [{ ...exam, type: 'capsuleInserted', order: { boot: '7b1f7e1e-8f5a-4d55-9d43-3b3c8f1e2a10', seq: 1 } }],
  ])('accepts %#: %j', (event) => expect(readerEventSchema.safeParse(event).success).toBe(true));

  it.each([
    [{ ...exam, type: 'stepStarted', step: 'dancing' }],
    [{ ...exam, type: 'error', error: 'NOT_A_CODE' }],
    [{ ...exam, type: 'resultPart', part: 0, of: 3, data: '' }],
    [{ ...exam, type: 'teleport' }],
    [{ ...exam, type: 'capsuleInserted', order: { boot: '7b1f7e1e-8f5a-4d55-9d43-3b3c8f1e2a10', seq: 0 } }],
    [{ ...exam, type: 'capsuleInserted', order: { boot: 'not-a-uuid', seq: 2 } }],
    [{ ...exam, type: 'capsuleInserted', order: { seq: 2 } }],
  ])('refuses %#', (event) => expect(readerEventSchema.safeParse(event).success).toBe(false));
});

describe('reader commands', () => {
  it.each([
    [{ ...base, type: 'startExam', examId: 'e1', examIndex: 2 }],
    [{ ...base, type: 'calibrate' }],
    [{ ...base, type: 'cancel', examId: 'e1' }],
    [{ ...base, type: 'update', firmware: '2.5.0', url: 'https://updates.example.com/2.5.0.bin' }],
    [{ ...base, type: 'identify' }],
    [{ ...base, type: 'continue', examId: 'e1' }],
  ])('accepts %#: %j', (command) => expect(readerCommandSchema.safeParse(command).success).toBe(true));

  it('refuses an update without a URL', () => {
    expect(
      readerCommandSchema.safeParse({ ...base, type: 'update', firmware: '2.5.0', url: 'nope' }).success,
    ).toBe(false);
  });
});

describe('workplace messages', () => {
  it.each([
    [
      {
        ...base,
        type: 'examProgress',
        examId: 'e1',
        readerCode: 'RD-1',
        state: 'inAnalysis',
        step: 'analysis',
        percent: 50,
      },
    ],
    [{ ...base, type: 'localAnalysis', action: 'INSERT', clusterId: 'c1', exam: { status: 'new' } }],
    [{ ...base, type: 'localAnalysis', action: 'DELETE', clusterId: 'c1' }],
    [{ ...base, type: 'chat', conversationId: 'k1', from: 'support' }],
  ])('accepts %#', (message) => expect(workplaceMessageSchema.safeParse(message).success).toBe(true));

  it('refuses an unknown local-analysis action', () => {
    expect(
      workplaceMessageSchema.safeParse({ ...base, type: 'localAnalysis', action: 'UPSERT', clusterId: 'c1' })
        .success,
    ).toBe(false);
  });
});

describe('applyLocalAnalysisChange', () => {
  const rows = new Map([['c1', { status: 'new', value: 1 }]]);

  it('inserts, updates by merging, and deletes by clusterId', () => {
    const inserted = applyLocalAnalysisChange(rows, {
      action: 'INSERT',
      clusterId: 'c2',
      exam: { status: 'new' },
    });
    expect([...inserted.keys()]).toEqual(['c1', 'c2']);
    const updated = applyLocalAnalysisChange(inserted, {
      action: 'UPDATE',
      clusterId: 'c1',
      exam: { status: 'done' },
    });
    expect(updated.get('c1')).toEqual({ status: 'done', value: 1 });
    const deleted = applyLocalAnalysisChange(updated, { action: 'DELETE', clusterId: 'c1' });
    expect([...deleted.keys()]).toEqual(['c2']);
  });

  it('is idempotent and never mutates its input', () => {
    const once = applyLocalAnalysisChange(rows, {
      action: 'INSERT',
      clusterId: 'c1',
      exam: { status: 'new', value: 1 },
    });
    expect(once).toEqual(rows);
    expect(applyLocalAnalysisChange(rows, { action: 'DELETE', clusterId: 'missing' })).toEqual(rows);
    expect(applyLocalAnalysisChange(rows, { action: 'UPDATE', clusterId: 'c1' })).toEqual(rows);
    expect(rows.get('c1')).toEqual({ status: 'new', value: 1 });
  });
});
