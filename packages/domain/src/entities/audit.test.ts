import { describe, expect, it } from 'vitest';
import { auditEntrySchema, auditPageSchema, auditVerificationSchema } from './audit';

describe('audit entries', () => {
  const entry = {
    seq: 1,
    at: '2026-11-25T10:00:00.000Z',
    action: 'login',
    outcome: 'failure',
    actorId: null,
    actorName: null,
    targetType: null,
    targetId: null,
    ip: '127.0.0.1',
    requestId: 'r-1',
    details: { document: '***35' },
  };

  it('accepts an entry and refuses an unknown action or outcome', () => {
    expect(auditEntrySchema.safeParse(entry).success).toBe(true);
    expect(auditEntrySchema.safeParse({ ...entry, action: 'delete' }).success).toBe(false);
    expect(auditEntrySchema.safeParse({ ...entry, outcome: 'maybe' }).success).toBe(false);
  });

  it('pages newest first with the position of the next page', () => {
    expect(auditPageSchema.parse({ items: [entry], nextCursor: null }).items).toHaveLength(1);
  });

  it('states where a chain breaks', () => {
    expect(auditVerificationSchema.parse({ intact: false, entries: 3, brokenAt: 2 }).brokenAt).toBe(2);
  });
});
