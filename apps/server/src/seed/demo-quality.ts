import { judgeControl } from '@ponto/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { controlResults, exams, readers, workplaces } from '../db/schema';
import { embeddedMaterials } from '../modules/control-samples/embedded-provider';
import type { Clock } from '../platform/clock';

const day = 86_400_000;
export const DEMO_QC_READER = 'FLW-QC-DEMO';
const DRUGSTORE_CNPJ = '11222333000181';

/**
 * HbA1c internal control at the drugstore, material A1CN lot CTLA1C01 (mean 5.5, SD 0.15): every ten
 * days, oldest first. 5.82 then 5.84 break 2-2s (two beyond +2 SD), so the chart has something to show.
 */
const hba1cSeries = [
  5.48, 5.55, 5.41, 5.6, 5.52, 5.37, 5.63, 5.5, 5.45, 5.58, 5.82, 5.84, 5.51, 5.44, 5.57, 5.49, 5.62, 5.4,
  5.53, 5.47,
];

/**
 * Quality history for the demo (docs/quality.md): a registered, offline Flow reader of the drugstore with
 * an HbA1c series whose last control is recent (ok), a Covid antigen control of 75 days ago (overdue,
 * qualitative is every two months) and external control results in last month's round. Judged with the
 * same rules as live runs. Runs once: a reader that already has results is left alone.
 */
export async function seedDemoQuality(db: Db, clock: Clock): Promise<void> {
  const [drugstore] = await db
    .select({ id: workplaces.id })
    .from(workplaces)
    .where(eq(workplaces.cnpj, DRUGSTORE_CNPJ));
  if (!drugstore) return;
  await db
    .insert(readers)
    .values({ code: DEMO_QC_READER, family: 'Flow', workplaceId: drugstore.id, registeredAt: clock.now() })
    .onConflictDoNothing({ target: readers.code });
  const [reader] = await db.select({ id: readers.id }).from(readers).where(eq(readers.code, DEMO_QC_READER));
  const [seeded] = await db
    .select({ id: controlResults.id })
    .from(controlResults)
    .where(eq(controlResults.readerId, reader!.id))
    .limit(1);
  if (seeded) return;
  const examId = async (code: string) =>
    (await db.select({ id: exams.id }).from(exams).where(eq(exams.code, code)))[0]!.id;
  const now = clock.now().getTime();
  const base = { workplaceId: drugstore.id, readerId: reader!.id };
  const a1cn = embeddedMaterials.A1CN!;
  const target = a1cn.target!;
  const measured: number[] = [];
  const rows: Array<typeof controlResults.$inferInsert> = [];
  hba1cSeries.forEach((value, i) => {
    const at = new Date(now - (hba1cSeries.length - i) * 10 * day + 7 * day);
    const judged = judgeControl({ target, expected: null }, String(value), measured);
    measured.push(value);
    rows.push({
      ...base,
      examId: '',
      kind: 'internal',
      sampleCode: `CI-A1CN${90_000_001 + i}`,
      material: 'A1CN',
      lot: a1cn.lot,
      lotExpiresOn: new Date(now + 300 * day).toISOString().slice(0, 10),
      analyte: 'HBA1C',
      unit: '%',
      targetMean: String(target.mean),
      targetSd: String(target.sd),
      rangeLow: String(target.low),
      rangeHigh: String(target.high),
      value: String(value),
      status: judged.status,
      violations: judged.violations,
      startedAt: at,
      resultAt: at,
      endedAt: at,
      submittedAt: at,
    });
  });
  const hba1c = await examId('HBA1C');
  const covid = await examId('COVID_AG');
  const covidAt = new Date(now - 75 * day);
  const external = embeddedMaterials.A1CR!;
  const roundStart = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() - 1, 1));
  const roundEnd = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1) - 1);
  const epAt = new Date(roundStart.getTime() + 10 * day);
  await db.insert(controlResults).values([
    ...rows.map((row) => ({ ...row, examId: hba1c })),
    {
      ...base,
      examId: covid,
      kind: 'internal',
      sampleCode: 'CI-COVN90000001',
      material: 'COVN',
      lot: embeddedMaterials.COVN!.lot,
      lotExpiresOn: new Date(now + 200 * day).toISOString().slice(0, 10),
      analyte: 'SARS_COV_2_AG',
      expectedResult: '0',
      value: '0',
      status: 'adequate',
      startedAt: covidAt,
      resultAt: covidAt,
      endedAt: covidAt,
      submittedAt: covidAt,
    },
    {
      ...base,
      examId: hba1c,
      kind: 'external',
      sampleCode: 'EP-A1CR90000001',
      material: 'A1CR',
      roundCode: `R${roundStart.toISOString().slice(0, 7)}`,
      roundClosesAt: roundEnd,
      lot: external.lot,
      lotExpiresOn: new Date(now + 150 * day).toISOString().slice(0, 10),
      analyte: 'HBA1C',
      unit: '%',
      targetMean: String(external.target!.mean),
      targetSd: String(external.target!.sd),
      rangeLow: String(external.target!.low),
      rangeHigh: String(external.target!.high),
      value: '6.5',
      status: 'adequate',
      startedAt: epAt,
      resultAt: epAt,
      endedAt: epAt,
      submittedAt: epAt,
    },
  ]);
}
