import type { QuizQuestion } from '@ponto/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  examCombos,
  examQuizzes,
  exams,
  selfCollectionKits,
  users,
  vouchers,
  workplaceExams,
  workplaces,
} from '../db/schema';
import type { Clock } from '../platform/clock';

type Text = QuizQuestion['label'];
const t = (ptBR: string, enUS: string, esES: string, ptPT = ptBR): Text => ({
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'pt-PT': ptPT,
});

const covidQuiz: QuizQuestion[] = [
  {
    id: 'symptoms',
    type: 'yesNo',
    required: true,
    label: t('Tem sintomas?', 'Do you have symptoms?', '¿Tiene síntomas?', 'Tem sintomas?'),
  },
  {
    id: 'onsetDate',
    type: 'date',
    required: false,
    label: t(
      'Data de início dos sintomas',
      'Symptom onset date',
      'Fecha de inicio de los síntomas',
      'Data de início dos sintomas',
    ),
  },
  {
    id: 'contact',
    type: 'yesNo',
    required: false,
    label: t(
      'Teve contato com caso confirmado?',
      'Were you in contact with a confirmed case?',
      '¿Tuvo contacto con un caso confirmado?',
      'Teve contacto com um caso confirmado?',
    ),
  },
];

/** Questionnaires by exam code (§3 quiz_form), in the four report languages. */
export const demoQuizzes: Record<string, QuizQuestion[]> = {
  COVID_AG: covidQuiz,
  COVID_PCR: covidQuiz,
  BHCG: [
    {
      id: 'lastMenstrualPeriod',
      type: 'date',
      required: true,
      label: t(
        'Data da última menstruação',
        'Date of last menstrual period',
        'Fecha de la última menstruación',
        'Data da última menstruação',
      ),
    },
  ],
  HIV: [
    {
      id: 'reason',
      type: 'choice',
      required: false,
      label: t('Motivo do teste', 'Reason for the test', 'Motivo de la prueba', 'Motivo do teste'),
      options: [
        { value: 'routine', label: t('Rotina', 'Routine', 'Rutina', 'Rotina') },
        {
          value: 'exposure',
          label: t('Exposição de risco', 'Risk exposure', 'Exposición de riesgo', 'Exposição de risco'),
        },
        { value: 'prenatal', label: t('Pré-natal', 'Prenatal', 'Prenatal', 'Pré-natal') },
      ],
    },
  ],
  GLUCOSE: [
    {
      id: 'fasting',
      type: 'yesNo',
      required: true,
      label: t('Está em jejum?', 'Are you fasting?', '¿Está en ayunas?', 'Está em jejum?'),
    },
    {
      id: 'fastingHours',
      type: 'number',
      required: false,
      label: t('Horas de jejum', 'Hours of fasting', 'Horas de ayuno', 'Horas de jejum'),
    },
  ],
};

interface DemoOffer {
  cnpj: string;
  exams: Array<{ code: string; priceCents?: number; thirdParty?: boolean }>;
  combos: Array<{ code: string; name: Text; examCodes: string[]; priceCents: number }>;
  kits: Array<{ code: string; name: Text; examCodes: string[] }>;
}

const ist = {
  code: 'IST',
  name: t(
    'Painel IST (HIV, Sífilis, HBsAg)',
    'STI panel (HIV, Syphilis, HBsAg)',
    'Panel ITS (VIH, Sífilis, HBsAg)',
    'Painel IST (VIH, Sífilis, HBsAg)',
  ),
  examCodes: ['HIV', 'SYPHILIS', 'HBSAG'],
  priceCents: 15900,
};

/** What each demo workplace offers. */
export const demoOffers: DemoOffer[] = [
  {
    cnpj: '11222333000181',
    exams: [
      { code: 'COVID_AG', priceCents: 7900 },
      { code: 'HIV' },
      { code: 'SYPHILIS' },
      { code: 'HBSAG' },
      { code: 'BHCG' },
      { code: 'HBA1C' },
      { code: 'CRP' },
      { code: 'GLUCOSE' },
      { code: 'CHOL' },
      { code: 'COVID_PCR', thirdParty: true },
    ],
    combos: [
      ist,
      {
        code: 'CHECKUP',
        name: t(
          'Check-up (glicose e colesterol)',
          'Check-up (glucose and cholesterol)',
          'Chequeo (glucosa y colesterol)',
          'Check-up (glicose e colesterol)',
        ),
        examCodes: ['GLUCOSE', 'CHOL'],
        priceCents: 4500,
      },
    ],
    kits: [],
  },
  {
    cnpj: '22333444000181',
    exams: [
      { code: 'COVID_AG' },
      { code: 'HIV' },
      { code: 'SYPHILIS' },
      { code: 'HBSAG' },
      { code: 'BHCG' },
      { code: 'HBA1C' },
      { code: 'CRP' },
      { code: 'CBC' },
      { code: 'GLUCOSE' },
      { code: 'CHOL' },
      { code: 'COVID_PCR', thirdParty: true },
    ],
    combos: [ist],
    kits: [],
  },
  { cnpj: '33444555000181', exams: [{ code: 'CDV_AG' }], combos: [], kits: [] },
  {
    cnpj: '44555666000181',
    exams: [{ code: 'COVID_AG' }, { code: 'HIV' }, { code: 'SYPHILIS' }, { code: 'HBSAG' }, { code: 'BHCG' }],
    combos: [ist],
    kits: [
      {
        code: 'KIT-IST',
        name: t(
          'Kit autocoleta IST',
          'STI self-collection kit',
          'Kit de autotoma ITS',
          'Kit de autocolheita IST',
        ),
        examCodes: ['HIV', 'SYPHILIS', 'HBSAG'],
      },
      {
        code: 'KIT-HIV',
        name: t(
          'Kit autocoleta HIV',
          'HIV self-collection kit',
          'Kit de autotoma VIH',
          'Kit de autocolheita VIH',
        ),
        examCodes: ['HIV'],
      },
      {
        code: 'KIT-COVID',
        name: t(
          'Kit autocoleta Covid-19',
          'Covid-19 self-collection kit',
          'Kit de autotoma Covid-19',
          'Kit de autocolheita Covid-19',
        ),
        examCodes: ['COVID_AG'],
      },
    ],
  },
];

/** The patient document of the personal voucher (a valid CPF; register a patient with it to use it). */
export const DEMO_VOUCHER_PATIENT_CPF = '52998224725';

/** Vouchers that exercise every §5 check (see docs/demo-data.md). */
export const demoVouchers = [
  {
    code: 'DEMO-HIV',
    cnpj: '11222333000181',
    examCode: 'HIV',
    maxQuantity: 1000,
    used: 0,
    validUntil: '2099-12-31T23:59:59Z',
  },
  {
    code: 'DEMO-HIV-EXPIRED',
    cnpj: '11222333000181',
    examCode: 'HIV',
    maxQuantity: 100,
    used: 0,
    validUntil: '2024-01-31T23:59:59Z',
  },
  {
    code: 'DEMO-HIV-USED',
    cnpj: '11222333000181',
    examCode: 'HIV',
    maxQuantity: 1,
    used: 1,
    validUntil: '2099-12-31T23:59:59Z',
  },
  {
    code: 'DEMO-HIV-PERSONAL',
    cnpj: '11222333000181',
    examCode: 'HIV',
    maxQuantity: 1000,
    used: 0,
    validUntil: '2099-12-31T23:59:59Z',
    patientDocument: DEMO_VOUCHER_PATIENT_CPF,
  },
  {
    code: 'DEMO-COVID-CLINIC',
    cnpj: '22333444000181',
    examCode: 'COVID_AG',
    maxQuantity: 1000,
    used: 0,
    validUntil: '2099-12-31T23:59:59Z',
  },
];

/** Writes each exam's questionnaire (the demo's text wins, so a changed question reaches old databases). */
export async function seedExamQuizzes(db: Pick<Db, 'select' | 'insert'>): Promise<void> {
  const rows = await db
    .select({ id: exams.id, code: exams.code })
    .from(exams)
    .where(inArray(exams.code, Object.keys(demoQuizzes)));
  for (const row of rows) {
    const questions = demoQuizzes[row.code]!;
    await db
      .insert(examQuizzes)
      .values({ examId: row.id, questions })
      .onConflictDoUpdate({ target: examQuizzes.examId, set: { questions } });
  }
}

/**
 * The ordering part of the demo network: catalogue per workplace, combos, self-collection kits, questionnaires
 * and vouchers. Runs after seedDemoNetwork (the workplaces and exams must exist); running it again adds only
 * what is missing. Ana (every workplace) gets the selfCollection user flag, so kits show at the
 * self-collection workplace.
 */
export async function seedDemoOrdering(db: Db, _clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const examRows = await tx.select({ id: exams.id, code: exams.code, index: exams.index }).from(exams);
    const byCode = new Map(examRows.map((e) => [e.code, e]));
    const indexesOf = (codes: string[]) =>
      codes.flatMap((c) => (byCode.has(c) ? [byCode.get(c)!.index] : []));
    const workplaceRows = await tx.select({ id: workplaces.id, cnpj: workplaces.cnpj }).from(workplaces);
    const workplaceIds = new Map(workplaceRows.map((w) => [w.cnpj, w.id]));

    await seedExamQuizzes(tx);
    for (const offer of demoOffers) {
      const workplaceId = workplaceIds.get(offer.cnpj);
      if (!workplaceId) continue;
      for (const exam of offer.exams) {
        const row = byCode.get(exam.code);
        if (!row) continue;
        await tx
          .insert(workplaceExams)
          .values({
            workplaceId,
            examId: row.id,
            priceCents: exam.priceCents ?? null,
            thirdParty: exam.thirdParty ?? false,
          })
          .onConflictDoNothing();
      }
      for (const combo of offer.combos) {
        await tx
          .insert(examCombos)
          .values({
            workplaceId,
            code: combo.code,
            name: combo.name,
            examIndexes: indexesOf(combo.examCodes),
            priceCents: combo.priceCents,
          })
          .onConflictDoNothing();
      }
      for (const kit of offer.kits) {
        await tx
          .insert(selfCollectionKits)
          .values({ workplaceId, code: kit.code, name: kit.name, examIndexes: indexesOf(kit.examCodes) })
          .onConflictDoNothing();
      }
    }
    for (const v of demoVouchers) {
      const workplaceId = workplaceIds.get(v.cnpj);
      const exam = byCode.get(v.examCode);
      if (!workplaceId || !exam) continue;
      await tx
        .insert(vouchers)
        .values({
          code: v.code,
          workplaceId,
          examIndex: exam.index,
          maxQuantity: v.maxQuantity,
          used: v.used,
          validUntil: new Date(v.validUntil),
          patientDocument: v.patientDocument ?? null,
        })
        .onConflictDoNothing({ target: vouchers.code });
    }
    await tx.update(users).set({ selfCollection: true }).where(eq(users.document, '11144477735'));
  });
}
