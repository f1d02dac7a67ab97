// The server restarted in the middle of an exam → the exam resumes or fails with a clear state,
// never silently lost. The journey owns a portal of its own (the run's shared portal is never restarted),
// runs a virtual Flow reader against it, stops (SIGTERM) or kills (SIGKILL) the portal while the capsule is
// being read and starts it again on the same ports and data. The reader reconnects and its queued events arrive; the server's timers pick up
// from the stored instants.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, demoUsers, demoWorkplaces, expect, test } from '../fixtures/index.ts';
import { type OwnPortal, ownPortal } from '../fixtures/own-portal.ts';
import { createPreExam } from './new-exam-helpers.ts';
import { type Simulator, startSimulator } from './readers-simulator.ts';

const workplace = demoWorkplaces.clinic;
const cnpj = workplace.cnpj.replace(/\D/g, '');
/** HbA1c (exam 6, Flow): the clinic's valid demo lot (seed: code prefix, lot A, leaflet 106, serial 6001). */
const hba1c = { index: 6, lot: 'HBA106006001' };

let portal: OwnPortal | undefined;
let simulator: Simulator | undefined;
let scenarioDir: string | undefined;

test.afterEach(async () => {
  await simulator?.stop();
  await portal?.dispose();
  if (scenarioDir) rmSync(scenarioDir, { recursive: true, force: true });
});

interface Detail {
  state: string;
  step: string | null;
  errorCode: string | null;
  running: boolean;
  timeline: Array<{ type: string }>;
}

for (const how of ['stop', 'kill'] as const) {
  test(`a server ${how === 'stop' ? 'restart' : 'crash'} in the middle of an exam: it resumes, or ends in a clear state`, async ({
    playwright,
  }) => {
    test.setTimeout(420_000);
    portal = ownPortal();
    await portal.start();
    const api = await playwright.request.newContext({ baseURL: portal.baseURL });
    const login = await api.post('/auth/login', {
      data: { document: demoUsers.active.document, password: DEMO_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${accessToken}`, cnpj };

    scenarioDir = mkdtempSync(join(tmpdir(), 'ponto-scenario-'));
    const scenario = join(scenarioDir, 'hba1c.json');
    writeFileSync(scenario, JSON.stringify({ exam: { lot: hba1c.lot } }));
    simulator = await startSimulator({
      baseURL: portal.baseURL,
      cnpj,
      family: 'Flow',
      speed: 20,
      args: ['--scenario', scenario],
    });
    const readerCode = simulator.codes[0]!;

    const { examRequestId } = await createPreExam(
      api,
      headers,
      {
        fullName: 'Renata Reinicio',
        sex: 'female',
        birthDate: '1985-03-04',
      },
      hba1c.index,
    );

    const read = async (): Promise<Detail> => {
      const answer = await api.get(`/exam-requests/${examRequestId}`, { headers });
      expect(answer.ok(), await answer.text()).toBe(true);
      return (await answer.json()) as Detail;
    };

    // The reader may still be booting or reporting its first status: start as soon as it is accepted.
    await expect
      .poll(
        async () =>
          (
            await api.post(`/exam-requests/${examRequestId}/start`, { headers, data: { readerCode } })
          ).status(),
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(201);

    // Capsule read and inserted: the exam is in analysis on the reader.
    await expect.poll(async () => (await read()).state, { timeout: 60_000 }).toBe('inAnalysis');
    const before = await read();
    expect(before.timeline.map((e) => e.type)).toEqual(expect.arrayContaining(['started', 'nfcRead']));

    await (how === 'stop' ? portal.stop() : portal.kill());
    await new Promise((r) => setTimeout(r, 3_000)); // the reader goes on alone and queues its events
    await portal.start();

    // A new sign-in: the restarted portal keeps refresh tokens, but a fresh login keeps this test simple.
    const again = await api.post('/auth/login', {
      data: { document: demoUsers.active.document, password: DEMO_PASSWORD },
    });
    headers.Authorization = `Bearer ${((await again.json()) as { accessToken: string }).accessToken}`;

    // Resumed to a report, or ended with a reason — never left running with nobody watching.
    await expect
      .poll(
        async () => {
          const now = await read();
          if (now.state === 'ready') return 'resumed';
          if (!now.running && now.errorCode) return 'ended clearly';
          return `still ${now.state}/${now.step}`;
        },
        { timeout: 240_000, intervals: [1000] },
      )
      .toMatch(/^(resumed|ended clearly)$/);
    const after = await read();
    test.info().annotations.push({
      type: 'outcome',
      description: `${after.state} ${after.errorCode ?? ''} ${after.timeline.map((e) => e.type).join(',')}`,
    });
    // Nothing from before the restart was lost.
    expect(after.timeline.map((e) => e.type)).toEqual(
      expect.arrayContaining(['registered', 'started', 'nfcRead']),
    );
    await api.dispose();
  });
}
