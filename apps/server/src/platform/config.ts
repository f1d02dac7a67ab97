import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_TOKEN_MAX_MS, durations, SESSION_MAX_MS } from '@ponto/domain';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const urlList = commaList.pipe(z.array(z.url({ protocol: /^https?$/ })));

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Every setting of the server, read from the environment once at boot. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    MQTT_URL: z.url({ protocol: /^(mqtts?|wss?|tcp)$/ }).optional(),
    /** Server processes of one deployment share device messages through this MQTT shared-subscription group. */
    MQTT_SHARE_GROUP: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('ponto'),
    MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1883),
    /** The largest MQTT packet a device or a browser may send the embedded broker (docs/readers.md). */
    MQTT_MAX_PACKET_BYTES: z.coerce.number().int().min(1024).max(268_435_455).default(65_536),
    VIRTUAL_READERS: z.stringbool().default(true),
    /** Prometheus metrics (docs/operations.md): their own address, loopback unless a token guards them. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    METRICS_TOKEN: z.string().min(16).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Ponto <nao-responda@ponto.local>'),
    PUBLIC_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32).optional(),
    /** At most 15 minutes (domain ACCESS_TOKEN_MAX_MS); a longer one is refused at start. */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(30)
      .max(ACCESS_TOKEN_MAX_MS / durations.SECOND_MS)
      .default(ACCESS_TOKEN_MAX_MS / durations.SECOND_MS),
    /** Absolute session limit: renewals end this long after the sign-in (at most 12 hours). */
    REFRESH_TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(SESSION_MAX_MS / durations.HOUR_MS)
      .default(SESSION_MAX_MS / durations.HOUR_MS),
    EMBED_ALLOWED_ORIGINS: urlList,
    PATIENT_PORTAL_URL: z.url().default('https://paciente.ponto.health'),
    SUPPORT_EMAIL: z.email().default('suporte@ponto.health'),
    SUPPORT_PHONE: z.string().min(8).default('+55 11 4000-0000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED: z.enum(['auto', 'always', 'never']).default('auto'),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /** Sign-in and token calls allowed per minute from one address (on top of the per-account lockout). */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /**
     * Sign-in attempts per hour for one account (document number or integration user name), whatever the
     * address they come from: a guesser spread over many addresses. On top of the per-address limit and the
     * lockout (5 wrong passwords, 6 minutes).
     */
    AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
    TRUST_PROXY: z.stringbool().default(false),
    /** Online postal-code look-up, asked before the bundled base: a URL template with {country}, {code} or {digits}. */
    POSTAL_CODE_PROVIDER_URL: z
      .url({ protocol: /^https?$/ })
      .refine((url) => /\{(code|digits)\}/.test(url), 'needs {code} or {digits}')
      .optional(),
    /** §4 how long an exam sent to recollect may wait for its recollect before it expires. */
    RECOLLECT_DEADLINE_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    POSTAL_CODE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10000).default(2500),
    /**
     * Webhook endpoints may be plain http and resolve to private, loopback or link-local addresses: only for
     * tests and closed networks (otherwise a manager could make the server call its own neighbours).
     */
    WEBHOOK_ALLOW_PRIVATE_URLS: z.stringbool().default(false),
    /** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket (docs/scaling.md). */
    FILE_STORE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Bucket in the path (MinIO, most self-hosted stores) rather than in the host name (AWS). */
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    /**
     * Sending results to RNDS (docs/rnds.md): its auth server (token by mutual TLS) and EHR services
     * addresses, the establishment's ICP-Brasil certificate (PKCS #12) and its password, the CNS of the
     * professional the requests are made for, and the establishment's RNDS requester id.
     */
    RNDS_AUTH_URL: z.url({ protocol: /^https$/ }).optional(),
    RNDS_EHR_URL: z.url({ protocol: /^https$/ }).optional(),
    RNDS_CERTIFICATE_PATH: z.string().min(1).optional(),
    RNDS_CERTIFICATE_PASSWORD: z.string().optional(),
    RNDS_REQUESTER_CNS: z
      .string()
      .regex(/^(\d{11}|\d{15})$/)
      .optional(),
    RNDS_REQUESTER_ID: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,40}$/)
      .optional(),
    /** Extra certificate authorities (PEM) to trust for the RNDS servers: a stand-in server in tests. */
    RNDS_CA_PATH: z.string().min(1).optional(),
  })
  .superRefine((env, context) => {
    // An external broker is how several server processes share one deployment (docs/scaling.md): each must
    // sign and check sessions with the same secret, which a file in one process's DATA_DIR is not.
    if (env.MQTT_URL && !env.JWT_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'required with MQTT_URL: every server process must share the session signing secret',
      });
    }
    // The figures name routes, queues and load: off the loopback interface only behind a token.
    if (!isLoopback(env.METRICS_HOST) && !env.METRICS_TOKEN) {
      context.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'required when METRICS_HOST is not a loopback address',
      });
    }
    // Sending needs all of them; RNDS_REQUESTER_ID alone names the downloaded documents (docs/rnds.md).
    const sending = ['RNDS_AUTH_URL', 'RNDS_EHR_URL', 'RNDS_CERTIFICATE_PATH', 'RNDS_REQUESTER_CNS'] as const;
    if (sending.some((key) => env[key])) {
      for (const key of [...sending, 'RNDS_REQUESTER_ID'] as const) {
        if (!env[key])
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'required with the other RNDS_ settings',
          });
      }
    }
    if (env.FILE_STORE === 's3') {
      for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key])
          context.addIssue({ code: 'custom', path: [key], message: 'required with FILE_STORE=s3' });
      }
    }
  });

export type Config = z.infer<typeof envSchema> & { repoRoot: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment; a bad value stops the start with the list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR), repoRoot };
}
