import crypto from 'node:crypto';
import type { PatientRegistration, PaymentMethod } from '@ponto/domain';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import {
  animals,
  examAnalytes,
  examRequests,
  examResults,
  exams,
  households,
  patients,
  preExams,
} from '../../db/schema';
import { createUser, randomCpf } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';

export type Operator = Awaited<ReturnType<typeof orderingOperator>>;

/** One exam of a protocol: its result (a value for every analyte) and where it stands. */
export interface ExamFixture {
  code: string;
  /** Every analyte's value; no result when left out. */
  value?: string;
  /** waitingForTest without a result, ready with one, invalid for '-1', unless given. */
  status?: string;
  /** When released; not released when left out. */
  releasedAt?: Date;
  voucherCode?: string;
}

export interface ProtocolFixture {
  /** The registration instant of the protocol and its exams. */
  at: Date;
  exams: ExamFixture[];
  /** The server's full price (combos, vouchers applied); 0 when left out. */
  fullPriceCents?: number;
  payment?: {
    method: PaymentMethod;
    discountCents?: number;
    pricePaidCents?: number;
    displacementFeeCents?: number;
  };
  /** A veterinary protocol: an animal instead of a patient. */
  animal?: boolean;
  patient?: {
    fullName?: string;
    birthDate?: string;
    sex?: string;
    phone?: string;
    address?: Record<string, string>;
  };
}

let sequence = 0;

async function insertAnimal(db: Db, op: Operator): Promise<string> {
  const [row] = await db
    .insert(animals)
    .values({
      workplaceId: op.workplace.id,
      searchName: 'rex',
      animal: { nameOrCode: 'Rex', species: 'dog', sex: 'male', age: 3, ageUnit: 'years' },
    })
    .returning({ id: animals.id });
  return row!.id;
}

async function insertPatient(db: Db, op: Operator, patient: ProtocolFixture['patient']): Promise<string> {
  const p = {
    fullName: 'Ana Notificada',
    birthDate: '1990-06-15',
    sex: 'female',
    phone: '21 98888-7777',
    address: {
      postalCode: '20040-020',
      street: 'Rua do Ouvidor',
      number: '50',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
    ...patient,
  };
  const cpf = randomCpf();
  const [row] = await db
    .insert(patients)
    .values({
      workplaceId: op.workplace.id,
      documentType: 'cpf',
      documentNumber: cpf,
      documentCountry: 'BR',
      fullName: p.fullName,
      searchName: p.fullName.toLowerCase(),
      birthDate: p.birthDate,
      // Only what the reports read, not a whole registration.
      registration: {
        patient: {
          fullName: p.fullName,
          sex: p.sex,
          birthDate: p.birthDate,
          document: { type: 'cpf', number: cpf },
          phone: p.phone,
          address: p.address,
        },
      } as unknown as PatientRegistration,
    })
    .returning({ id: patients.id });
  return row!.id;
}

/**
 * A protocol written straight into the database (patient or animal, pre-exam, exam requests and results),
 * in the shapes the wizard and the result entry save: reports need many states, days and workplaces, which
 * the API would only reach through readers and clocks.
 */
export async function insertProtocol(db: Db, op: Operator, input: ProtocolFixture) {
  const [household] = await db.insert(households).values({ workplaceId: op.workplace.id }).returning();
  const catalogue = await db
    .select()
    .from(exams)
    .where(
      inArray(
        exams.code,
        input.exams.map((e) => e.code),
      ),
    );
  const examOf = (code: string) => catalogue.find((e) => e.code === code)!;
  sequence += 1;
  const protocolNumber = `8${String(sequence).padStart(5, '0')}${crypto.randomInt(1000, 9999)}`;
  const [preExam] = await db
    .insert(preExams)
    .values({
      workplaceId: op.workplace.id,
      protocolNumber,
      patientId: input.animal ? null : await insertPatient(db, op, input.patient),
      animalId: input.animal ? await insertAnimal(db, op) : null,
      householdId: household!.id,
      order: {
        examIndexes: input.exams.map((e) => examOf(e.code).index),
        reportLanguages: ['pt-BR'],
        procedure: { kind: 'none' },
        quizForm: {},
        payment: {
          method: 'cash',
          discountCents: 0,
          pricePaidCents: 0,
          displacementFeeCents: 0,
          ...input.payment,
        },
      },
      fullPriceCents: input.fullPriceCents ?? 0,
      remainderCents: 0,
      createdBy: op.user.id,
      createdAt: input.at,
    })
    .returning();
  const ids: string[] = [];
  for (const exam of input.exams) {
    const row = examOf(exam.code);
    const status =
      exam.status ??
      (exam.value === undefined ? 'waitingForTest' : exam.value === '-1' ? 'invalid' : 'ready');
    const [request] = await db
      .insert(examRequests)
      .values({
        preExamId: preExam!.id,
        workplaceId: op.workplace.id,
        examId: row.id,
        examIndex: row.index,
        status,
        voucherCode: exam.voucherCode ?? null,
        releasedAt: exam.releasedAt ?? null,
        releasedBy: exam.releasedAt ? op.user.id : null,
        createdAt: input.at,
      })
      .returning({ id: examRequests.id });
    ids.push(request!.id);
    if (exam.value === undefined) continue;
    const analytes = await db.select().from(examAnalytes).where(eq(examAnalytes.examId, row.id));
    await db.insert(examResults).values(
      analytes.map((a) => ({
        examRequestId: request!.id,
        analyteCode: a.code,
        analyteName: a.name,
        qualitative: a.qualitative,
        value: exam.value as string,
        valid: exam.value !== '-1',
        methodology: row.methodology,
        resultAt: input.at,
        source: 'external',
        enteredBy: op.user.id,
      })),
    );
  }
  return { protocolNumber, preExamId: preExam!.id, ids };
}

/** An analyst of the operator's workplace, signed in: the role that releases results. */
export async function analystOf(app: TestApp, op: Operator): Promise<Operator> {
  const user = await createUser(app.database.db, {
    name: 'Clara Analista',
    roles: ['analyst'],
    councilAcronym: 'CRBM',
    councilState: 'RJ',
    councilNumber: '98765',
    workplaceIds: [op.workplace.id],
  });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { ...op, user, headers: { ...op.headers, authorization: `Bearer ${login.json().accessToken}` } };
}

/** GET of a report as the operator, with the query's parameters. */
export function getReport(app: TestApp, op: Operator, path: string, params: Record<string, string>) {
  return app.http.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(params).toString()}`,
    headers: op.headers,
  });
}

export { orderingOperator };
