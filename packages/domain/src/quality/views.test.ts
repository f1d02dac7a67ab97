import { describe, expect, it } from 'vitest';
import { controlKindOfCode, controlStandingSchema, qualityFolderSchema } from './views';

describe('quality contracts', () => {
  it('reads CI as internal control and EP as external, whatever the case or spacing', () => {
    expect(controlKindOfCode('CI-A1CN0001')).toBe('internal');
    expect(controlKindOfCode(' ep a1ch0001')).toBe('external');
  });

  it('accepts only the known standings and folders', () => {
    expect(controlStandingSchema.safeParse({ state: 'ok', dueOn: '2026-12-24' }).success).toBe(true);
    expect(controlStandingSchema.safeParse({ state: 'late' }).success).toBe(false);
    expect(qualityFolderSchema.safeParse('permits').success).toBe(true);
    expect(qualityFolderSchema.safeParse('../etc').success).toBe(false);
  });
});
