import { calendarDateOf, minutesOfDay, zonedInstant } from '@ponto/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { examRequests, patients, preExams, workplaces } from '../db/schema';
import type { IssuedTokens } from '../modules/auth/service';
import type { OffsetClock } from '../platform/clock';

/**
 * A few days of a demo workplace's past, recorded through the portal's own API as the demo users at the
 * times it tells (the server's clock set back for each step), so that no screen greets a newcomer empty:
 * released reports, a report that went to recollect, one result waiting for its releaser, and bookings in
 * the agenda. Results are typed as read outside a reader (§2), so no stock moves. docs/demo-data.md lists it.
 */
const ANA = '11144477735';
const releasers: Record<string, string> = {
  '11222333000181': '67890123469', // Gabriela Analista, the drugstore's lab analyst
  '22333444000181': '88990011205', // Sofia Biomédica, the clinic's analyst
};

interface PastExam {
  cnpj: string;
  daysAgo: number;
  /** The registration's wall-clock time at the workplace. */
  time: string;
  patient: { fullName: string; sex: 'female' | 'male'; birthDate: string; cpf: string; phone: string };
  exam: { index: number; quiz?: Record<string, unknown> };
  analytes: Array<{ code: string; value: string }>;
  /** What became of the result: released by the workplace's releaser, sent to recollect, or still waiting. */
  outcome: 'released' | 'recollect' | 'awaitingRelease';
}

const COVID_AG = { index: 1, quiz: { symptoms: false } };
const HBA1C = { index: 6 };
const CRP = { index: 7 };
const GLUCOSE = { index: 9, quiz: { fasting: true } };
const CHOL = { index: 10 };

export const demoHistory: PastExam[] = [
  {
    cnpj: '11222333000181',
    daysAgo: 3,
    time: '09:10',
    patient: {
      fullName: 'Marcos Oliveira',
      sex: 'male',
      birthDate: '1978-03-14',
      cpf: '31415926590',
      phone: '11 98123-4501',
    },
    exam: COVID_AG,
    analytes: [{ code: 'SARS_COV_2_AG', value: '0' }],
    outcome: 'released',
  },
  {
    cnpj: '11222333000181',
    daysAgo: 2,
    time: '10:20',
    patient: {
      fullName: 'Juliana Costa',
      sex: 'female',
      birthDate: '1991-07-02',
      cpf: '27182818205',
      phone: '11 98123-4502',
    },
    exam: GLUCOSE,
    analytes: [{ code: 'GLU', value: '92' }],
    outcome: 'released',
  },
  {
    cnpj: '11222333000181',
    daysAgo: 1,
    time: '15:00',
    patient: {
      fullName: 'Pedro Santos',
      sex: 'male',
      birthDate: '1969-11-23',
      cpf: '16180339805',
      phone: '11 98123-4503',
    },
    exam: COVID_AG,
    analytes: [{ code: 'SARS_COV_2_AG', value: '-1' }],
    outcome: 'recollect',
  },
  {
    cnpj: '22333444000181',
    daysAgo: 3,
    time: '11:00',
    patient: {
      fullName: 'Helena Ribeiro',
      sex: 'female',
      birthDate: '1957-05-30',
      cpf: '14142135651',
      phone: '11 98123-4504',
    },
    exam: HBA1C,
    analytes: [{ code: 'HBA1C', value: '6.8' }],
    outcome: 'released',
  },
  {
    cnpj: '22333444000181',
    daysAgo: 2,
    time: '14:00',
    patient: {
      fullName: 'Roberto Lima',
      sex: 'male',
      birthDate: '1984-09-09',
      cpf: '17320508052',
      phone: '11 98123-4505',
    },
    exam: CRP,
    analytes: [{ code: 'CRP', value: '3.2' }],
    outcome: 'released',
  },
  {
    cnpj: '22333444000181',
    daysAgo: 1,
    time: '16:40',
    patient: {
      fullName: 'Fernanda Alves',
      sex: 'female',
      birthDate: '1973-01-17',
      cpf: '22360679767',
      phone: '11 98123-4506',
    },
    exam: CHOL,
    analytes: [{ code: 'CHOL', value: '212' }],
    outcome: 'awaitingRelease',
  },
];

interface Booking {
  cnpj: string;
  daysAhead: number;
  time: string;
  patientName: string;
  phone: string;
  location: string;
  notes: string;
}

/** Never tomorrow: the agenda's e2e journey books tomorrow at 09:30 on the clinic's month view. */
export const demoBookings: Booking[] = [
  {
    cnpj: '22333444000181',
    daysAhead: 2,
    time: '10:00',
    patientName: 'Helena Ribeiro',
    phone: '11 98123-4504',
    location: 'Sala 1',
    notes: 'Retorno: nova hemoglobina glicada',
  },
  {
    cnpj: '22333444000181',
    daysAhead: 3,
    time: '14:30',
    patientName: 'Carlos Mendes',
    phone: '11 98123-4507',
    location: 'Sala 2',
    notes: 'Check-up: glicose e colesterol em jejum',
  },
  {
    cnpj: '11222333000181',
    daysAhead: 2,
    time: '08:30',
    patientName: 'Pedro Santos',
    phone: '11 98123-4503',
    location: 'Balcão',
    notes: 'Recoleta: Covid-19 antígeno',
  },
];

const address = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1500',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};

const DAY_MS = 86_400_000;

export interface DemoHistoryDeps {
  http: FastifyInstance;
  db: Db;
  clock: OffsetClock;
  actAs: (document: string) => Promise<IssuedTokens>;
  signOut: (refreshToken: string) => Promise<void>;
}

/** Records the demo's history; called once, on the portal's first start, before it listens. */
export async function seedDemoHistory(deps: DemoHistoryDeps): Promise<void> {
  const zones = await timeZones(deps.db);
  deps.clock.offsetMs = 0;
  const now = deps.clock.now();
  try {
    for (const past of demoHistory) await recordPastExam(deps, past, zones.get(past.cnpj)!, now);
    for (const booking of demoBookings) await recordBooking(deps, booking, zones.get(booking.cnpj)!, now);
  } finally {
    // The server keeps this clock: it must read the real time again before anyone else uses it.
    deps.clock.offsetMs = 0;
  }
}

async function timeZones(db: Db): Promise<Map<string, string>> {
  const cnpjs = [...new Set([...demoHistory, ...demoBookings].map((e) => e.cnpj))];
  const rows = await db
    .select({ cnpj: workplaces.cnpj, timeZone: workplaces.timeZone })
    .from(workplaces)
    .where(inArray(workplaces.cnpj, cnpjs));
  return new Map(rows.map((r) => [r.cnpj, r.timeZone]));
}

/** The instant `days` days from today (negative: ago) at a wall-clock time of the workplace. */
function wallClock(days: number, time: string, timeZone: string, now: Date): Date {
  return zonedInstant(
    calendarDateOf(new Date(now.getTime() + days * DAY_MS), timeZone),
    minutesOfDay(time),
    timeZone,
  );
}

/** Sets the server's clock to `at` and calls the API as `document` at that workplace. */
async function as<T>(
  deps: DemoHistoryDeps,
  document: string,
  cnpj: string,
  at: Date,
  calls: (call: (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<T>) => Promise<void>,
): Promise<void> {
  deps.clock.offsetMs = 0;
  deps.clock.offsetMs = at.getTime() - deps.clock.now().getTime();
  const tokens = await deps.actAs(document);
  try {
    await calls(async (method, url, body) => {
      const res = await deps.http.inject({
        method,
        url,
        headers: { authorization: `Bearer ${tokens.accessToken}`, cnpj },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      if (res.statusCode >= 300)
        throw new Error(`demo history: ${method} ${url} answered ${res.statusCode} ${res.body}`);
      return res.json() as T;
    });
  } finally {
    await deps.signOut(tokens.refreshToken);
    deps.clock.offsetMs = 0;
  }
}

type Json = Record<string, unknown>;

async function recordPastExam(
  deps: DemoHistoryDeps,
  past: PastExam,
  timeZone: string,
  now: Date,
): Promise<void> {
  const registeredAt = wallClock(-past.daysAgo, past.time, timeZone, now);
  let examRequestId = '';
  await as<Json>(deps, ANA, past.cnpj, registeredAt, async (call) => {
    const { cpf, ...patient } = past.patient;
    const created = await call('POST', '/pre-exams', {
      subject: {
        kind: 'patient',
        registration: {
          patient: { ...patient, document: { type: 'cpf', number: cpf, countryOfOrigin: 'BR' }, address },
        },
      },
      order: {
        examIndexes: [past.exam.index],
        reportLanguages: ['pt-BR'],
        procedure: { kind: 'none' },
        quizForm: past.exam.quiz ? { [past.exam.index]: past.exam.quiz } : {},
        payment: { method: 'cash', discountCents: 0, pricePaidCents: 0, displacementFeeCents: 0 },
      },
    });
    const preExamId = created.id as string;
    // Rows the database dates itself (its own now()) take the registration's time.
    const [row] = await deps.db
      .update(preExams)
      .set({ createdAt: registeredAt })
      .where(eq(preExams.id, preExamId))
      .returning({ patientId: preExams.patientId });
    await deps.db
      .update(examRequests)
      .set({ createdAt: registeredAt })
      .where(eq(examRequests.preExamId, preExamId));
    if (row?.patientId)
      await deps.db.update(patients).set({ createdAt: registeredAt }).where(eq(patients.id, row.patientId));
    const detail = await call('GET', `/pre-exams/${preExamId}`);
    examRequestId = (detail.exams as Json[])[0]!.examRequestId as string;
  });
  // The sample is read twenty minutes after the registration; the result is typed then.
  const readAt = new Date(registeredAt.getTime() + 20 * 60_000);
  await as<Json>(deps, ANA, past.cnpj, readAt, async (call) => {
    await call('POST', `/exam-requests/${examRequestId}/results`, { analytes: past.analytes });
    if (past.outcome === 'recollect') await call('POST', `/exam-requests/${examRequestId}/recollect`, {});
  });
  if (past.outcome !== 'released') return;
  const releasedAt = new Date(readAt.getTime() + 15 * 60_000);
  await as<Json>(deps, releasers[past.cnpj]!, past.cnpj, releasedAt, async (call) => {
    await call('POST', `/exam-requests/${examRequestId}/release`);
  });
}

async function recordBooking(deps: DemoHistoryDeps, booking: Booking, timeZone: string, now: Date) {
  const startsAt = wallClock(booking.daysAhead, booking.time, timeZone, now);
  const { cnpj, daysAhead, time, ...body } = booking;
  // Booked now, at the real time.
  await as<Json>(deps, ANA, cnpj, deps.clock.now(), async (call) => {
    await call('POST', '/schedule/save', { ...body, startsAt: startsAt.toISOString() });
  });
}
