import { z } from 'zod';
import { westgardRules } from './westgard';

// API contracts: quality control (/quality/*) and control-sample mode (/control-samples/*).
// docs/quality.md explains the choices behind them.

const localisedText = z.record(z.string(), z.string());

export const controlKinds = ['internal', 'external'] as const;
export type ControlKind = (typeof controlKinds)[number];
/** CI samples are internal control; EP samples external control (proficiency rounds). */
export const controlKindOfCode = (code: string): ControlKind =>
  code.trim().toUpperCase().startsWith('EP') ? 'external' : 'internal';

export const controlStatuses = ['running', 'adequate', 'inadequate', 'failed', 'cancelled'] as const;
export const controlStatusSchema = z.enum(controlStatuses);
export type ControlStatus = z.infer<typeof controlStatusSchema>;

export const controlStandingSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('missing') }),
  z.object({ state: z.literal('failed'), since: z.string() }),
  z.object({ state: z.literal('overdue'), dueOn: z.string() }),
  z.object({ state: z.literal('ok'), dueOn: z.string() }),
]);

const examRef = z.object({
  id: z.string(),
  code: z.string(),
  name: localisedText,
  kind: z.enum(['qualitative', 'quantitative']),
});
const readerRef = z.object({ code: z.string(), family: z.string() });

/** One control sample run and its result (§3 control sample). */
export const controlResultSchema = z.object({
  id: z.string(),
  kind: z.enum(controlKinds),
  status: controlStatusSchema,
  sampleCode: z.string(),
  material: z.string(),
  reader: readerRef,
  exam: examRef,
  lot: z.string(),
  lotExpiresOn: z.string(),
  roundCode: z.string().nullable(),
  roundClosesAt: z.string().nullable(),
  analyte: z.string(),
  unit: z.string().nullable(),
  /** Quantitative: target mean, standard deviation and acceptable range. */
  targetMean: z.number().nullable(),
  targetSd: z.number().nullable(),
  rangeLow: z.number().nullable(),
  rangeHigh: z.number().nullable(),
  /** Qualitative: the expected value ('0' negative, '1' positive). */
  expectedResult: z.string().nullable(),
  value: z.string().nullable(),
  violations: z.array(z.enum(westgardRules)),
  errorCode: z.string().nullable(),
  capsuleCode: z.string().nullable(),
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  resultAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type ControlResult = z.infer<typeof controlResultSchema>;

/** GET /quality/control-results?kind=&examId=&status=: newest first. */
export const controlResultListSchema = z.object({ items: z.array(controlResultSchema) });
export type ControlResultList = z.infer<typeof controlResultListSchema>;
export const controlResultQuerySchema = z.object({
  kind: z.enum(controlKinds).optional(),
  examId: z.uuid().optional(),
  readerCode: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** One reader and exam under internal control (§9 schedule), with the lockout's view of it. */
export const internalControlRowSchema = z.object({
  reader: readerRef,
  exam: examRef,
  standing: controlStandingSchema,
  /** Patient exams are refused on it now (lockout on and standing not ok, no unused override). */
  locked: z.boolean(),
  lastControl: z
    .object({ id: z.string(), at: z.string(), status: controlStatusSchema, sampleCode: z.string() })
    .nullable(),
  /** An unused manager override waiting for the next patient exam. */
  override: z
    .object({ id: z.string(), grantedAt: z.string(), grantedBy: z.string(), reason: z.string() })
    .nullable(),
});
export type InternalControlRow = z.infer<typeof internalControlRowSchema>;

/** GET /quality/internal-control: every reader of the workplace by the exams it suits. */
export const internalControlOverviewSchema = z.object({
  lockoutEnabled: z.boolean(),
  today: z.string(),
  rows: z.array(internalControlRowSchema),
});
export type InternalControlOverview = z.infer<typeof internalControlOverviewSchema>;

/** PUT /quality/lockout (managers). */
export const lockoutBodySchema = z.object({ enabled: z.boolean() });

/** POST /quality/overrides (managers): one patient exam despite the lockout, recorded with its reason. */
export const overrideBodySchema = z.object({
  readerCode: z.string().trim().min(1).max(64),
  examId: z.uuid(),
  reason: z.string().trim().min(5, 'validation:overrideReasonTooShort').max(500),
});
export const qualityOverrideSchema = z.object({
  id: z.string(),
  reader: readerRef,
  exam: examRef,
  reason: z.string(),
  grantedBy: z.string(),
  grantedAt: z.string(),
  usedAt: z.string().nullable(),
  usedByExamRequestId: z.string().nullable(),
});
export type QualityOverride = z.infer<typeof qualityOverrideSchema>;
export const qualityOverrideListSchema = z.object({ items: z.array(qualityOverrideSchema) });

/** GET /quality/levey-jennings?examId=&material=&lot=: one control material's series with Westgard flags. */
export const leveyJenningsQuerySchema = z.object({
  examId: z.uuid(),
  material: z.string().trim().min(1).max(40),
  lot: z.string().trim().min(1).max(40),
});
export const leveyJenningsSchema = z.object({
  exam: examRef,
  material: z.string(),
  lot: z.string(),
  analyte: z.string(),
  unit: z.string().nullable(),
  target: z.object({ mean: z.number(), sd: z.number() }),
  limits: z.array(z.object({ sd: z.number().int(), value: z.number() })),
  points: z.array(
    z.object({
      resultId: z.string(),
      at: z.string(),
      sampleCode: z.string(),
      readerCode: z.string(),
      value: z.number(),
      z: z.number(),
      violations: z.array(z.enum(westgardRules)),
    }),
  ),
  /** The last point breaks a rule: the series is out of control. */
  rejected: z.boolean(),
});
export type LeveyJennings = z.infer<typeof leveyJenningsSchema>;

/** GET /quality/levey-jennings/series: the materials and lots that have quantitative results to chart. */
export const leveyJenningsSeriesListSchema = z.object({
  items: z.array(
    z.object({
      exam: examRef,
      material: z.string(),
      lot: z.string(),
      count: z.number().int(),
      lastAt: z.string(),
    }),
  ),
});

/**
 * §2 document folders (/qualidade/drive/{id}): quality documents, permit documents (alvará de funcionamento,
 * also on /qualidade/funcionamento) and the records of alternative external control.
 */
export const qualityFolders = ['quality', 'permits', 'alternativeExternal'] as const;
export type QualityFolder = (typeof qualityFolders)[number];
export const qualityFolderSchema = z.enum(qualityFolders);
export const QUALITY_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const qualityDocumentSchema = z.object({
  id: z.string(),
  folder: qualityFolderSchema,
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
});
export type QualityDocument = z.infer<typeof qualityDocumentSchema>;
/** GET /quality/documents?folder=: newest first, with each folder's count for the folder list. */
export const qualityDocumentListSchema = z.object({
  folders: z.array(z.object({ id: qualityFolderSchema, count: z.number().int() })),
  items: z.array(qualityDocumentSchema),
});

// ── Control-sample mode (§4) ──

/** GET /control-samples/session: whether the user is in control-sample mode. */
export const controlSessionSchema = z.object({
  active: z.boolean(),
  providerUser: z.string().nullable(),
  enteredAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ControlSession = z.infer<typeof controlSessionSchema>;
/** POST /control-samples/session: enter the mode by signing in to the provider. */
export const controlLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(120),
  password: z.string().min(1).max(200),
});

/** GET /control-samples/samples/:code?readerCode=: the provider's sample, checked for that reader (§5). */
export const providerSampleSchema = z.object({
  code: z.string(),
  kind: z.enum(controlKinds),
  material: z.string(),
  exam: examRef,
  lot: z.string(),
  lotExpiresOn: z.string(),
  roundCode: z.string().nullable(),
  roundClosesAt: z.string().nullable(),
  analyte: z.string(),
  unit: z.string().nullable(),
  targetMean: z.number().nullable(),
  targetSd: z.number().nullable(),
  rangeLow: z.number().nullable(),
  rangeHigh: z.number().nullable(),
  expectedResult: z.string().nullable(),
});
export type ProviderSample = z.infer<typeof providerSampleSchema>;

/** POST /control-samples/runs: run a sample on a reader. */
export const controlRunBodySchema = z.object({
  sampleCode: z.string(),
  readerCode: z.string().trim().min(1).max(64),
});

/** GET /control-samples/rounds: the provider's proficiency rounds (/qualidade/controllab). */
export const controlRoundSchema = z.object({
  code: z.string(),
  title: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  closed: z.boolean(),
  materials: z.array(z.object({ material: z.string(), examCode: z.string() })),
});
export const controlRoundListSchema = z.object({ items: z.array(controlRoundSchema) });
