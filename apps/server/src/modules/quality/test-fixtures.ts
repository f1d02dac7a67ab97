import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { controlResults, exams, readers } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';

const day = 86_400_000;

/** A registered reader row of the workplace (no device behind it): enough for schedules and results. */
export async function readerRow(app: TestApp, workplaceId: string, family = 'Flow') {
  const code = `Q${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await app.database.db
    .insert(readers)
    .values({ code, family, workplaceId })
    .returning({ id: readers.id, code: readers.code });
  return row!;
}

export async function examByCode(app: TestApp, code: string) {
  const [exam] = await app.database.db.select().from(exams).where(eq(exams.code, code));
  return exam!;
}

/**
 * A judged control result as a finished run leaves it. HbA1c material A1CN by default (mean 5.5, SD 0.15);
 * `daysAgo` sets when it was measured.
 */
export async function controlResult(
  app: TestApp,
  at: { workplaceId: string; readerId: string; examId: string },
  values: {
    status?: 'adequate' | 'inadequate' | 'running' | 'failed';
    kind?: 'internal' | 'external';
    value?: string;
    daysAgo?: number;
    material?: string;
    lot?: string;
    violations?: string[];
    qualitative?: boolean;
  } = {},
) {
  const now = app.clock.now().getTime();
  const measured = new Date(now - (values.daysAgo ?? 0) * day);
  const running = values.status === 'running';
  const prefix = values.kind === 'external' ? 'EP' : 'CI';
  const [row] = await app.database.db
    .insert(controlResults)
    .values({
      ...at,
      kind: values.kind ?? 'internal',
      sampleCode: `${prefix}-${values.material ?? 'A1CN'}${crypto.randomInt(10_000_000, 99_999_999)}`,
      material: values.material ?? 'A1CN',
      lot: values.lot ?? 'CTLA1C01',
      lotExpiresOn: '2099-12-31',
      analyte: values.qualitative ? 'SARS_COV_2_AG' : 'HBA1C',
      unit: values.qualitative ? null : '%',
      targetMean: values.qualitative ? null : '5.5',
      targetSd: values.qualitative ? null : '0.15',
      rangeLow: values.qualitative ? null : '5.2',
      rangeHigh: values.qualitative ? null : '5.8',
      expectedResult: values.qualitative ? '0' : null,
      value: running ? null : (values.value ?? (values.qualitative ? '0' : '5.5')),
      status: values.status ?? 'adequate',
      violations: values.violations ?? [],
      startedAt: measured,
      resultAt: running ? null : measured,
      endedAt: running ? null : measured,
    })
    .returning();
  return row!;
}
