import { describe, expect, it } from 'vitest';
import {
  criticalNoticeAcknowledgementProblems,
  criticalNoticeAcknowledgementSchema,
  criticalNoticeQuerySchema,
} from './critical-notice';
import { showsCriticalNotices } from './critical-notice-audience';

const now = new Date('2026-11-28T12:00:00Z');
const acknowledgement = {
  contactedParty: 'prescriber',
  contactedName: 'Dra. Helena Prado',
  channel: 'phone',
  contactedAt: '2026-11-28T11:55:00Z',
  readBack: true,
};

describe('critical notice acknowledgement', () => {
  it('documents who was told, how and when, with the values read back', () => {
    expect(criticalNoticeAcknowledgementSchema.safeParse(acknowledgement).success).toBe(true);
  });

  it('is refused without the read-back, naming it', () => {
    const parsed = criticalNoticeAcknowledgementSchema.safeParse({ ...acknowledgement, readBack: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('validation:readBackRequired');
  });

  it('refuses a contact after now, allowing a browser clock a little ahead', () => {
    expect(criticalNoticeAcknowledgementProblems({ contactedAt: '2026-11-28T12:01:00Z' }, now)).toEqual([]);
    expect(criticalNoticeAcknowledgementProblems({ contactedAt: '2026-11-28T12:10:00Z' }, now)).toEqual([
      expect.objectContaining({ field: 'contactedAt' }),
    ]);
  });

  it('lists the open notices unless asked otherwise', () => {
    expect(criticalNoticeQuerySchema.parse({})).toEqual({ status: 'open' });
  });
});

describe('who is shown critical notices', () => {
  const working = { user: { status: 'ACTIVE', restricted: false }, currentWorkplace: { id: 'w' } };

  it('someone working at a workplace', () => {
    expect(showsCriticalNotices(working)).toBe(true);
  });

  it('not someone without a workplace, in training or restricted to consulting', () => {
    expect(showsCriticalNotices({ ...working, currentWorkplace: null })).toBe(false);
    expect(showsCriticalNotices({ ...working, user: { status: 'TRAINING', restricted: false } })).toBe(false);
    expect(showsCriticalNotices({ ...working, user: { status: 'ACTIVE', restricted: true } })).toBe(false);
  });
});
