import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { examAnalytes, exams, lots, readers, users, userWorkplaces, workplaces } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import type { Clock } from '../platform/clock';
import { demoExams } from './demo-catalogue';
import { seedDemoDriveThrough } from './demo-drive-through';
import { seedDemoLeaflets } from './demo-leaflets';
import { seedDemoOrdering } from './demo-ordering';
import { seedDemoOrders } from './demo-orders';
import { seedDemoQuality } from './demo-quality';
import { seedDemoTraining } from './demo-training';

export const DEMO_PASSWORD = 'ponto123';

interface DemoWorkplace {
  key: string;
  cnpj: string;
  name: string;
  permissions: string[];
  modules?: string[];
  services: string[];
  classification: string;
  contracted?: boolean;
  parameters?: Record<string, string>;
  /** The network (workplaces.group) whose workplaces transfer capsules to each other (docs/stock.md). */
  group?: string;
}

const demoWorkplaces: DemoWorkplace[] = [
  {
    key: 'drugstore',
    cnpj: '11222333000181',
    name: 'Farmácia Ponto Centro',
    permissions: ['drugstore'],
    services: ['rapid_test', 'ponto', 'attendance'],
    classification: 'DRUGSTORE',
    contracted: true,
    group: 'Rede Ponto',
  },
  {
    key: 'clinic',
    cnpj: '22333444000181',
    name: 'Clínica Ponto Saúde',
    permissions: [],
    services: ['mab', 'clinic', 'attendance', 'rapid_test', 'ponto', 'telemedicine'],
    classification: 'CLINIC',
    group: 'Rede Ponto',
    // The clinic follows the stricter text of §5: BhCG, HIV, syphilis and HBsAg only from 16 (15 included
    // in the refusal), the 15-year-old journey; other workplaces use the default 14.
    parameters: { restrictedExamMinAge: '16' },
  },
  {
    key: 'vet',
    cnpj: '33444555000181',
    name: 'Clínica Veterinária Ponto Pet',
    permissions: [],
    services: ['clinic', 'attendance', 'ponto'],
    classification: 'VET_CLINIC',
  },
  {
    key: 'self',
    cnpj: '44555666000181',
    name: 'Ponto Autocoleta',
    permissions: ['selfCollection'],
    services: ['mab', 'clinic', 'attendance', 'ponto'],
    classification: 'SELF_COLLECTION',
  },
  {
    key: 'zero',
    cnpj: '55666777000181',
    name: 'Ponto Zero Posto',
    permissions: [],
    modules: ['PONTO_ZERO'],
    services: ['rapid_test'],
    classification: 'CLINIC',
  },
];

const unregisteredDevices = [
  { code: 'FLW-9001', family: 'Flow' },
  { code: 'LNS-9001', family: 'Lens' },
  { code: 'MOL-9001', family: 'Molecular' },
  { code: 'VLT-9001', family: 'Volt' },
];

type WorkplaceKey = 'drugstore' | 'clinic' | 'vet' | 'self' | 'zero';
const all: WorkplaceKey[] = ['drugstore', 'clinic', 'vet', 'self', 'zero'];

interface DemoUser {
  document: string;
  name: string;
  case: string;
  status?: string;
  roles?: string[];
  labAnalyst?: boolean;
  stockView?: boolean;
  restricted?: boolean;
  suspended?: boolean;
  workplaces: WorkplaceKey[];
  email?: string;
  phone?: string;
  /** §3 council data printed on the result sheets this user releases. */
  council?: { acronym: string; state: string; number: string; profession: string };
}

export const demoUsers: DemoUser[] = [
  {
    document: '11144477735',
    name: 'Ana Operadora',
    case: 'ACTIVE operator, every workplace',
    workplaces: all,
    stockView: true,
    email: 'ana@demo.ponto.health',
    phone: '11 99999-0001',
  },
  {
    document: '12345678909',
    name: 'Bruno Treinando',
    case: 'TRAINING',
    status: 'TRAINING',
    workplaces: ['clinic'],
  },
  {
    document: '77889900198',
    name: 'Rita Trilha',
    case: 'TRAINING: e2e training journey (finishes the trail, becomes ACTIVE)',
    status: 'TRAINING',
    workplaces: ['clinic'],
  },
  {
    document: '23456789092',
    name: 'Carla Pendente',
    case: 'PENDING_TRAINING',
    status: 'PENDING_TRAINING',
    workplaces: ['clinic'],
  },
  {
    document: '34567890175',
    name: 'Davi Continuado',
    case: 'CONTINUED_TRAINING',
    status: 'CONTINUED_TRAINING',
    workplaces: ['clinic'],
  },
  {
    document: '45678901249',
    name: 'Elisa Gerente',
    case: 'manager',
    roles: ['operator', 'manager'],
    workplaces: ['drugstore', 'clinic'],
    stockView: true,
  },
  { document: '56789012303', name: 'Fábio Suporte', case: 'support', roles: ['support'], workplaces: all },
  {
    document: '67890123469',
    name: 'Gabriela Analista',
    case: 'lab analyst: releases results (drugstore)',
    roles: ['operator', 'analyst'],
    labAnalyst: true,
    workplaces: ['drugstore'],
    council: { acronym: 'CRF', state: 'SP', number: '45678', profession: 'Farmacêutica' },
  },
  {
    document: '88990011205',
    name: 'Sofia Biomédica',
    case: 'releases results (clinic, self-collection)',
    roles: ['operator', 'analyst'],
    workplaces: ['clinic', 'self'],
    council: { acronym: 'CRBM', state: 'SP', number: '23456', profession: 'Biomédica' },
  },
  {
    document: '99001122370',
    name: 'Vera Veterinária',
    case: 'releases results (veterinary clinic)',
    roles: ['operator', 'analyst'],
    workplaces: ['vet'],
    council: { acronym: 'CRMV', state: 'SP', number: '34567', profession: 'Médica veterinária' },
  },
  {
    document: '78901234505',
    name: 'Heitor Estoque',
    case: 'stock viewer',
    stockView: true,
    workplaces: ['clinic'],
  },
  {
    document: '89012345642',
    name: 'Íris Restrita',
    case: 'restricted',
    restricted: true,
    workplaces: ['clinic'],
  },
  { document: '90123456770', name: 'João Sem Vínculo', case: 'no linked workplace', workplaces: [] },
  {
    document: '11223344517',
    name: 'Karina Suspensa',
    case: 'suspended (pending payment)',
    suspended: true,
    workplaces: ['clinic'],
  },
  {
    document: '22334455628',
    name: 'Lucas Integrador',
    case: 'API integrator',
    roles: ['integrator'],
    workplaces: ['clinic'],
  },
  { document: '33445566739', name: 'Marta Bloqueio', case: 'e2e: lockout journey', workplaces: ['clinic'] },
  {
    document: '44556677840',
    name: 'Nuno Redefine',
    case: 'e2e: password-reset journey',
    workplaces: ['clinic'],
    email: 'nuno@demo.ponto.health',
    phone: '11 98888-0002',
  },
  { document: '55667788950', name: 'Olga Idiomas', case: 'e2e: language journey', workplaces: ['clinic'] },
  {
    document: '66778899042',
    name: 'Paulo Distribuidor',
    case: 'distributor: moves orders through /distributor/v1 (docs/orders.md)',
    roles: ['distributor'],
    workplaces: all,
  },
];

function formatCpf(d: string): string {
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

export function demoLoginLines(): string[] {
  return demoUsers.map((u) => `  ${formatCpf(u.document).padEnd(15)} ${u.name.padEnd(18)} ${u.case}`);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Creates what is missing of the demo network; running it again changes nothing. */
export async function seedDemoNetwork(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const workplaceIds = new Map<string, string>();
    for (const w of demoWorkplaces) {
      await tx
        .insert(workplaces)
        .values({
          cnpj: w.cnpj,
          name: w.name,
          permissions: w.permissions,
          modules: w.modules ?? [],
          services: w.services,
          classification: w.classification,
          contracted: w.contracted ?? false,
          parameters: w.parameters ?? {},
          group: w.group ?? null,
        })
        .onConflictDoNothing({ target: workplaces.cnpj });
      const [row] = await tx
        .select({ id: workplaces.id })
        .from(workplaces)
        .where(eq(workplaces.cnpj, w.cnpj));
      workplaceIds.set(w.key, row!.id);
    }

    // Devices in the registry that no workplace has registered yet: the "register reader by code" demo.
    // The demo's running readers are virtual ones that the reader simulator provisions at start.
    for (const device of unregisteredDevices) {
      await tx.insert(readers).values(device).onConflictDoNothing({ target: readers.code });
    }

    for (const u of demoUsers) {
      await tx
        .insert(users)
        .values({
          document: u.document,
          name: u.name,
          passwordHash,
          status: u.status ?? 'ACTIVE',
          roles: u.roles ?? ['operator'],
          labAnalyst: u.labAnalyst ?? false,
          stockView: u.stockView ?? false,
          restricted: u.restricted ?? false,
          suspended: u.suspended ?? false,
          email: u.email ?? null,
          phone: u.phone ?? null,
          councilAcronym: u.council?.acronym ?? null,
          councilState: u.council?.state ?? null,
          councilNumber: u.council?.number ?? null,
          profession: u.council?.profession ?? null,
        })
        .onConflictDoNothing({ target: users.document });
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.document, u.document));
      for (const key of u.workplaces) {
        await tx
          .insert(userWorkplaces)
          .values({ userId: row!.id, workplaceId: workplaceIds.get(key)! })
          .onConflictDoNothing();
      }
    }

    for (const exam of demoExams) {
      await tx
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
        // An exam already there keeps its data; only the notification flag (added later) is brought up to date.
        .onConflictDoUpdate({ target: exams.code, set: { notifiable: exam.notifiable ?? false } });
      const [row] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.code, exam.code));
      for (const a of exam.analytes) {
        const existing = await tx
          .select({ id: examAnalytes.id })
          .from(examAnalytes)
          .where(and(eq(examAnalytes.examId, row!.id), eq(examAnalytes.code, a.code)));
        if (existing.length === 0) {
          await tx.insert(examAnalytes).values({
            examId: row!.id,
            code: a.code,
            name: a.name,
            unit: a.unit ?? null,
            lowerLimit: a.lower ?? null,
            upperLimit: a.upper ?? null,
            criticalLower: a.criticalLower ?? null,
            criticalUpper: a.criticalUpper ?? null,
            qualitative: a.qualitative ?? false,
          });
        }
      }
      // Three lots per exam at the drugstore and the clinic: valid, expiring within a week, expired.
      // Lot numbers carry the leaflet code in the 3 digits before the last 6 (§9).
      const leaflet = String(100 + exam.index).padStart(3, '0');
      const lotsOf = [
        { suffix: 'A', serial: 1, expires: 180, made: -60 },
        { suffix: 'B', serial: 2, expires: 4, made: -300 },
        { suffix: 'C', serial: 3, expires: -10, made: -370 },
      ];
      for (const key of ['drugstore', 'clinic'] as const) {
        for (const lot of lotsOf) {
          const expiresOn = new Date(now.getTime() + lot.expires * 86_400_000);
          const lotNumber = `${exam.code.slice(0, 2)}${lot.suffix}${leaflet}${String(exam.index * 1000 + lot.serial).padStart(6, '0')}`;
          await tx
            .insert(lots)
            .values({
              workplaceId: workplaceIds.get(key)!,
              examId: row!.id,
              lotNumber,
              internalLot: `INT-${exam.index}-${lot.suffix}`,
              manufacturedOn: isoDate(new Date(now.getTime() + lot.made * 86_400_000)),
              expiresOn: isoDate(expiresOn),
              quantity: lot.expires < 0 ? 5 : 50,
            })
            .onConflictDoNothing();
        }
      }
    }
  });
  await seedDemoOrdering(db, clock);
  await seedDemoOrders(db, clock);
  await seedDemoLeaflets(db);
  await seedDemoTraining(db);
  await seedDemoQuality(db, clock);
  await seedDemoDriveThrough(db);
}
