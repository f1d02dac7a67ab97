import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The API reference (GET /api/docs/json) as an integrator's tools read it. */

let app: TestApp;
let document: {
  paths: Record<string, Record<string, { operationId?: string; security?: Array<Record<string, string[]>> }>>;
};

beforeAll(async () => {
  app = await createTestApp();
  const res = await app.http.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});

afterAll(async () => {
  await app?.stop();
});

describe('the API reference', () => {
  it('names every operation once and says the security its declared access takes', () => {
    const ids = new Set<string>();
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(operation.operationId!), `${operation.operationId} twice`).toBe(false);
        ids.add(operation.operationId!);
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const route = app.routes.find(
          (r) => r.url === url && [r.method].flat().includes(method.toUpperCase()),
        );
        const kind = route?.config?.access?.kind;
        const expected =
          kind === 'public' ? [] : kind === 'device' ? [{ device: [] }] : [{ bearer: [] }, { token: [] }];
        expect(operation.security, `${method} ${path}`).toEqual(expected);
      }
    expect(operations).toBeGreaterThan(150);
  });

  it('has no error under redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });
});
