import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  failedPlaywrightTests,
  failedVitestTests,
  slowestPlaywrightTests,
  slowestVitestFiles,
} from './test-all.mjs';

test('the slowest integration files come first, with their seconds', () => {
  const report = {
    testResults: [
      { name: '/x/a.int.test.ts', startTime: 1000, endTime: 3000 },
      { name: '/x/b.int.test.ts', startTime: 1000, endTime: 9000 },
      { name: '/x/c.int.test.ts', startTime: 1000, endTime: 1500 },
    ],
  };
  assert.deepEqual(slowestVitestFiles(report, 2), [
    { name: '/x/b.int.test.ts', seconds: 8 },
    { name: '/x/a.int.test.ts', seconds: 2 },
  ]);
  assert.deepEqual(slowestVitestFiles(null, 3), []);
});

test('the slowest journeys sum their retries and name their file', () => {
  const report = {
    suites: [
      {
        file: 'tests/a.spec.ts',
        specs: [{ title: 'quick', tests: [{ results: [{ duration: 1000 }] }] }],
        suites: [
          {
            title: 'group',
            specs: [
              {
                title: 'slow',
                file: 'tests/a.spec.ts',
                tests: [{ results: [{ duration: 4000 }, { duration: 3000 }] }],
              },
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(slowestPlaywrightTests(report, 5), [
    { name: 'tests/a.spec.ts: slow', seconds: 7 },
    { name: 'tests/a.spec.ts: quick', seconds: 1 },
  ]);
});

test('the failed tests are named by file and title; passed ones are not', () => {
  const vitest = {
    testResults: [
      {
        name: '/x/a.int.test.ts',
        assertionResults: [
          { status: 'passed', fullName: 'a works' },
          { status: 'failed', fullName: 'a breaks' },
          {
            status: 'failed',
            fullName: 'a says why',
            failureMessages: ['AssertionError: expected 1 to be 2\n    at x'],
          },
        ],
      },
    ],
  };
  assert.deepEqual(failedVitestTests(vitest), [
    '/x/a.int.test.ts: a breaks',
    '/x/a.int.test.ts: a says why — AssertionError: expected 1 to be 2',
  ]);
  const playwright = {
    suites: [
      {
        file: 'tests/a.spec.ts',
        specs: [
          { title: 'fine', tests: [{ status: 'expected', projectName: 'desktop' }] },
          { title: 'broken', tests: [{ status: 'unexpected', projectName: 'tablet' }] },
          {
            title: 'says why',
            tests: [
              {
                status: 'unexpected',
                projectName: 'desktop',
                results: [
                  {
                    errors: [
                      {
                        message:
                          '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: x',
                        location: { file: '/repo/e2e/tests/a.spec.ts', line: 12, column: 3 },
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(failedPlaywrightTests(playwright), [
    'tests/a.spec.ts: broken [tablet]',
    'tests/a.spec.ts: says why [desktop] — Error: expect(locator).toBeVisible() failed (a.spec.ts:12)',
  ]);
  assert.deepEqual(failedVitestTests(null), []);
});
