import { z } from 'zod';
import { paymentMethodSchema, reportLanguageSchema } from '../entities/exam-request';
import { legalGuardianSchema } from '../entities/legal-guardian';
import { patientSchema } from '../entities/patient';
import { resultViewSchema } from '../exam-run/views';
import { apiExamStatusSchema } from '../machines/api-exam-status';
import { examStateSchema } from '../machines/exam-state';
import { catalogueExamSchema } from '../ordering/catalogue';

/**
 * The integration API (§7): request and response shapes of /integration/v1, shared by the
 * server's routes (and so its OpenAPI document) and the web's developer guide. docs/integration-api.md
 * tells the story; `{id}` is always the pre-exam id that POST /pre-exams answered.
 */
export const INTEGRATION_API_BASE = '/integration/v1';

/** A tax id as integrators type it: masked or not (the server keeps the digits). */
const cnpjSchema = z.string().trim().min(1).max(20);

export const integrationGrantTypes = ['password', 'client_credentials', 'refresh_token'] as const;

/**
 * POST /integration/v1/token (JSON, urlencoded or multipart, OAuth field names). `password`: username
 * (the document) and password in the body; `client_credentials`: the same pair as HTTP Basic;
 * `refresh_token`: a refresh token this endpoint gave. `cnpj`, when given, must be one of the user's.
 */
export const integrationTokenRequestSchema = z.object({
  grant_type: z.enum(integrationGrantTypes),
  username: z.string().trim().min(1).max(40).optional(),
  password: z.string().min(1).max(200).optional(),
  cnpj: cnpjSchema.optional(),
  refresh_token: z.string().min(1).max(200).optional(),
});
export type IntegrationTokenRequest = z.infer<typeof integrationTokenRequestSchema>;

export const integrationTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds the access token lives; renew it with grant_type=refresh_token. */
  expires_in: z.number().int(),
  refresh_token: z.string(),
  /** The workplace asked for at sign-in (digits only), or null. */
  cnpj: z.string().nullable(),
});
export type IntegrationToken = z.infer<typeof integrationTokenSchema>;

/** GET /integration/v1/workplaces: the caller's workplaces; `contracted` ones may take base64 reports (§6). */
export const integrationWorkplacesSchema = z.object({
  workplaces: z.array(z.object({ cnpj: z.string(), name: z.string(), contracted: z.boolean() })),
});
export type IntegrationWorkplaces = z.infer<typeof integrationWorkplacesSchema>;

/** GET /integration/v1/exams?cnpj=: what the workplace offers, each with its index and questionnaire. */
export const integrationExamsSchema = z.object({
  cnpj: z.string(),
  exams: z.array(catalogueExamSchema),
});
export type IntegrationExams = z.infer<typeof integrationExamsSchema>;

/**
 * POST /integration/v1/pre-exams. §7 'patient data, exam index, name, device, optional external_id,
 * quiz_form, workplace CNPJ': the name is the patient's `fullName`; `device` names the integrator's
 * device or system (kept as the protocol's requester); `quizForm` answers the exam's questionnaire by
 * question id. Every patient rule of the wizard applies (patientSchema, patientRegistrationProblems).
 */
export const integrationPreExamRequestSchema = z.object({
  cnpj: cnpjSchema,
  examIndex: z.number().int().positive(),
  /** The integrator's own id: the same one at the same workplace answers the same pre-exam. */
  externalId: z.string().trim().min(1).max(100).optional(),
  device: z.string().trim().min(1).max(80).optional(),
  patient: patientSchema,
  /** §5: under 12 a guardian, from 12 to 17 a guardian's contact. */
  guardian: legalGuardianSchema.optional(),
  quizForm: z.record(z.string(), z.unknown()).default({}),
  reportLanguages: z.array(reportLanguageSchema).min(1).max(4).default(['pt-BR']),
  /** How the exam is paid (§3); an integration is usually an agreement. */
  paymentMethod: paymentMethodSchema.default('agreement'),
});
export type IntegrationPreExamRequest = z.infer<typeof integrationPreExamRequestSchema>;

/** 201 when created, 200 when the external id already named a pre-exam of the workplace. */
export const integrationPreExamCreatedSchema = z.object({
  id: z.string(),
  protocolNumber: z.string(),
  externalId: z.string().nullable(),
});
export type IntegrationPreExamCreated = z.infer<typeof integrationPreExamCreatedSchema>;

export const integrationExamFailureSchema = z.object({
  code: z.string(),
  message: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type IntegrationExamFailure = z.infer<typeof integrationExamFailureSchema>;

const examOfPreExam = {
  examIndex: z.number().int(),
  examCode: z.string(),
  /** §4 API status of this exam (integrationExamStatus). */
  status: apiExamStatusSchema,
  /** The portal's state of the exam, for those who need the detail (e.g. ready or invalid). */
  state: examStateSchema,
  /**
   * Why the exam's last run on a reader ended without a result, while no run has begun since; else null.
   * `message` is the §8 title in the language of the request (Accept-Language).
   */
  lastFailure: integrationExamFailureSchema.nullable(),
};

/** GET /integration/v1/pre-exams/{id}/status?cnpj=: the pre-exam's status and each exam's. */
export const integrationStatusSchema = z.object({
  id: z.string(),
  externalId: z.string().nullable(),
  /** preExamApiStatus of the exams; NOT_FOUND for an id the workplace does not have. */
  status: apiExamStatusSchema,
  exams: z.array(z.object(examOfPreExam)),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

/** GET /integration/v1/pre-exams/{id}/results?cnpj=: released results only (value, limits, description). */
export const integrationResultsSchema = z.object({
  id: z.string(),
  externalId: z.string().nullable(),
  status: apiExamStatusSchema,
  exams: z.array(
    z.object({
      ...examOfPreExam,
      examName: z.record(z.string(), z.string()),
      releasedAt: z.string().nullable(),
      results: z.array(resultViewSchema),
    }),
  ),
});
export type IntegrationResults = z.infer<typeof integrationResultsSchema>;
