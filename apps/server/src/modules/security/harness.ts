import crypto from 'node:crypto';
import { apiErrorBodySchema } from '@ponto/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { TestApp } from '../../testing/test-app';

/** `METHOD /url` as Fastify registered it, e.g. `GET /patients/:id`. */
export type RouteKey = string;

/**
 * Every route the app registered, one key per method. HEAD routes are left out: Fastify adds one for each
 * GET (exposeHeadRoutes) and answers it with the GET's handler and hooks, so the GET's case covers it.
 */
export function routeKeys(app: TestApp): RouteKey[] {
  const keys = new Set<RouteKey>();
  for (const route of app.routes)
    for (const method of [route.method].flat()) if (method !== 'HEAD') keys.add(`${method} ${route.url}`);
  return [...keys].sort();
}

export function methodOf(key: RouteKey): string {
  return key.slice(0, key.indexOf(' '));
}

/**
 * Tables that change on any call, so they are left out of "nothing changed":
 * - audit_log: refusals and attempts are recorded on purpose (docs/audit.md);
 * - rate_limit_counters: every call of a limited route is counted, refused or not;
 * - refresh_tokens: `last_active_at` moves on authenticated calls (the 30-minute idle limit, docs/security.md).
 * Every other table of the public schema is compared, row by row.
 */
export const VOLATILE_TABLES = new Set(['audit_log', 'rate_limit_counters', 'refresh_tokens']);

/** Row count and a digest of every row of every business table, to show that nothing was saved or changed. */
export async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = await database.pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (VOLATILE_TABLES.has(name)) continue;
    const { rows } = await database.pool.query<{ n: string; digest: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    result[name] = `${rows[0]!.n} rows ${rows[0]!.digest ?? '-'}`;
  }
  return result;
}

/** The tables whose rows differ between two snapshots (empty when nothing changed). */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

/** The error shape of the FHIR API (modules/fhir): an OperationOutcome naming the §8 code. */
const operationOutcomeSchema = z.object({
  resourceType: z.literal('OperationOutcome'),
  issue: z
    .array(
      z.object({
        severity: z.literal('error'),
        code: z.string(),
        details: z.object({ coding: z.array(z.object({ system: z.string(), code: z.string() })).min(1) }),
      }),
    )
    .min(1),
});

/** The §8 code of an error answer, in either shape. */
export function errorCodeOf(res: LightMyRequestResponse): string | undefined {
  const body = res.json() as {
    error?: { code?: string };
    issue?: Array<{ details?: { coding?: Array<{ code?: string }> } }>;
  };
  return body.error?.code ?? body.issue?.[0]?.details?.coding?.[0]?.code;
}

/**
 * The API's error shape (platform/errors.ts), an OperationOutcome under /fhir/, and no trace of a stack or
 * of the server's files.
 */
export function expectErrorShape(res: LightMyRequestResponse, context: string): void {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw new Error(`${context}: answered ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`);
  }
  const fhir = res.raw.req.url?.startsWith('/fhir/') ?? false;
  const parsed = (fhir ? operationOutcomeSchema : apiErrorBodySchema).safeParse(body);
  expect(parsed.success, `${context}: not the API error shape: ${res.body.slice(0, 300)}`).toBe(true);
  expect(res.body, `${context}: leaks a stack trace`).not.toMatch(/\n\s+at |node_modules|\/src\/|\.ts:\d+/);
}

export const randomCode = (prefix: string) => `${prefix}${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
