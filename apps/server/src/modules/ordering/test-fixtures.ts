import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  examAnalytes,
  examCombos,
  exams,
  selfCollectionKits,
  storedFiles,
  vouchers,
  workplaceExams,
} from '../../db/schema';
import { demoExams } from '../../seed/demo-catalogue';
import { seedExamQuizzes } from '../../seed/demo-ordering';
import { createUser, createWorkplace } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';

/** The demo exam catalogue and its questionnaires (shared by every test of the run; idempotent). */
export async function ensureDemoExams(db: Db): Promise<Map<string, { id: string; index: number }>> {
  for (const exam of demoExams) {
    await db
      .insert(exams)
      .values({
        index: exam.index,
        code: exam.code,
        name: exam.name,
        deviceFamily: exam.deviceFamily,
        kind: exam.kind,
        methodology: exam.methodology,
        sampleType: exam.sampleType,
        minimumAge: exam.minimumAge ?? null,
        priceCents: exam.priceCents,
        notifiable: exam.notifiable ?? false,
        instructions: exam.instructions,
      })
      .onConflictDoNothing();
  }
  await seedExamQuizzes(db);
  const rows = await db.select({ id: exams.id, code: exams.code, index: exams.index }).from(exams);
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  for (const exam of demoExams) {
    for (const a of exam.analytes) {
      await db
        .insert(examAnalytes)
        .values({
          examId: idOf.get(exam.code)!,
          code: a.code,
          name: a.name,
          unit: a.unit ?? null,
          lowerLimit: a.lower ?? null,
          upperLimit: a.upper ?? null,
          criticalLower: a.criticalLower ?? null,
          criticalUpper: a.criticalUpper ?? null,
          qualitative: a.qualitative ?? false,
        })
        .onConflictDoNothing();
    }
  }
  return new Map(rows.map((r) => [r.code, { id: r.id, index: r.index }]));
}

export interface OperatorOptions {
  workplace?: Parameters<typeof createWorkplace>[1];
  user?: Parameters<typeof createUser>[1];
  /** Exam codes the workplace offers, with an optional price override. */
  offer?: Array<string | { code: string; priceCents?: number; thirdParty?: boolean }>;
}

/** A workplace offering exams, an operator signed in there, and the headers of their calls. */
export async function orderingOperator(app: TestApp, options: OperatorOptions = {}) {
  const db = app.database.db;
  const catalogue = await ensureDemoExams(db);
  const workplace = await createWorkplace(db, options.workplace);
  const user = await createUser(db, { ...options.user, workplaceIds: [workplace.id] });
  for (const item of options.offer ?? ['COVID_AG', 'HIV', 'SYPHILIS', 'HBSAG', 'BHCG', 'GLUCOSE', 'CHOL']) {
    const entry = typeof item === 'string' ? { code: item } : item;
    await db.insert(workplaceExams).values({
      workplaceId: workplace.id,
      examId: catalogue.get(entry.code)!.id,
      priceCents: entry.priceCents ?? null,
      thirdParty: entry.thirdParty ?? false,
    });
  }
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}`, cnpj: workplace.cnpj };
  const index = (code: string) => catalogue.get(code)!.index;
  return {
    workplace,
    user,
    headers,
    index,
    async addVoucher(values: Partial<typeof vouchers.$inferInsert> & { examCode?: string } = {}) {
      const { examCode = 'HIV', ...rest } = values;
      const code = rest.code ?? `V-${crypto.randomUUID().slice(0, 12)}`;
      await db.insert(vouchers).values({
        code,
        workplaceId: workplace.id,
        examIndex: index(examCode),
        maxQuantity: 10,
        validUntil: new Date('2099-01-01T00:00:00Z'),
        ...rest,
      });
      return code;
    },
    async addCombo(code: string, examCodes: string[], priceCents: number) {
      await db.insert(examCombos).values({
        workplaceId: workplace.id,
        code,
        name: { 'pt-BR': code, 'en-US': code, 'es-ES': code, 'pt-PT': code },
        examIndexes: examCodes.map(index),
        priceCents,
      });
    },
    async addKit(code: string, examCodes: string[]) {
      await db.insert(selfCollectionKits).values({
        workplaceId: workplace.id,
        code,
        name: { 'pt-BR': code, 'en-US': code, 'es-ES': code, 'pt-PT': code },
        examIndexes: examCodes.map(index),
      });
    },
    async addPhoto(purpose = 'patientPhoto', faceDetected = true) {
      const [row] = await db
        .insert(storedFiles)
        .values({
          workplaceId: workplace.id,
          purpose,
          storageKey: crypto.randomUUID(),
          contentType: 'image/jpeg',
          sizeBytes: 10,
          sha256: 'x',
          metadata: { faceDetected },
        })
        .returning({ id: storedFiles.id });
      return row!.id;
    },
  };
}

/**
 * Another user of the operator's workplace (an analyst, a lab analyst, a manager…), signed in: the same
 * workplace and exam index, its own token.
 */
export async function colleagueOf(
  app: TestApp,
  op: Awaited<ReturnType<typeof orderingOperator>>,
  user: Parameters<typeof createUser>[1] = {},
) {
  const created = await createUser(app.database.db, { ...user, workplaceIds: [op.workplace.id] });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: created.document, password: created.password },
  });
  return {
    ...op,
    user: created,
    headers: { ...op.headers, authorization: `Bearer ${login.json().accessToken}` },
  };
}

export async function voucherUsed(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ used: vouchers.used }).from(vouchers).where(eq(vouchers.code, code));
  return row!.used;
}

/** An adult's registration (the domain's PatientRegistration). */
export function registration(
  cpf: string,
  patient: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    patient: {
      fullName: 'Maria Souza',
      sex: 'female',
      birthDate: '1990-04-12',
      document: { type: 'cpf', number: cpf },
      phone: '11 99999-9999',
      address: {
        postalCode: '01310-100',
        street: 'Av. Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      ...patient,
    },
    ...extra,
  };
}

/** A valid order of these exam indexes, paid in cash; override any part. */
export function order(examIndexes: number[], overrides: Record<string, unknown> = {}) {
  return {
    examIndexes,
    reportLanguages: ['pt-BR'],
    procedure: { kind: 'none' },
    quizForm: {},
    payment: { method: 'cash', discountCents: 0, pricePaidCents: 0, displacementFeeCents: 0 },
    ...overrides,
  };
}
