import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO_MANAGER,
  newPatient,
  PortalProcesses,
  portalEnv,
  serverDir,
  signInDemoOperator,
} from '../testing/portal-process';

const portals = new PortalProcesses();
afterAll(() => portals.cleanup());

/** `npm run backup` / `npm run restore` as an operator runs them, on the portal's DATA_DIR. */
function runCli(dataDir: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = portals.track(
    spawn(process.execPath, ['--import', 'tsx', 'src/db/backup-cli.ts', ...args], {
      cwd: serverDir,
      env: portalEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

async function uploadDocument(url: string, headers: Record<string, string>, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('folder', 'permits');
  form.append('file', new Blob([bytes]), name);
  const { 'content-type': _json, ...rest } = headers;
  const res = await fetch(`${url}/quality/documents`, { method: 'POST', headers: rest, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function registerPatient(url: string, headers: Record<string, string>) {
  const res = await fetch(`${url}/patients`, { method: 'POST', headers, body: JSON.stringify(newPatient()) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe.skipIf(!!process.env.DATABASE_URL)('backup and restore of the embedded portal', () => {
  it('backs up while the portal runs; a restore brings back its database and its files as they were', async () => {
    const dataDir = path.join(portals.dataDir('backup'), 'data');
    const archive = path.join(path.dirname(dataDir), 'archives', 'ponto.tar.gz');
    const first = portals.start(dataDir);
    const { url } = await first.ready;
    const { headers } = await signInDemoOperator(url, DEMO_MANAGER);

    const keptPatient = await registerPatient(url, headers);
    const keptBytes = pdf('alvará 2026');
    const keptDocument = await uploadDocument(url, headers, 'alvara.pdf', keptBytes);

    // While the portal runs, and while it keeps writing.
    const writing = Promise.all([registerPatient(url, headers), registerPatient(url, headers)]);
    const backup = await runCli(dataDir, 'backup', archive);
    await writing;
    expect(backup.output).toContain('Backup written');
    expect(backup.output).toContain('online');
    expect(backup.code).toBe(0);

    // Changes after the backup: a new patient, the document deleted, another uploaded.
    const laterPatient = await registerPatient(url, headers);
    const { 'content-type': _json, ...noBody } = headers;
    const del = await fetch(`${url}/quality/documents/${keptDocument}`, {
      method: 'DELETE',
      headers: noBody,
    });
    expect(del.status).toBe(204);
    const laterDocument = await uploadDocument(url, headers, 'later.pdf', pdf('later'));

    // A running portal is not restored under its feet.
    const refused = await runCli(dataDir, 'restore', archive);
    expect(refused.code).toBe(75);
    expect(refused.output).toContain('Stop the portal before restoring');

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    const restored = await runCli(dataDir, 'restore', archive);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);

    const second = portals.start(dataDir);
    const again = await second.ready;
    const signedIn = await signInDemoOperator(again.url, DEMO_MANAGER);
    const get = (route: string) => fetch(`${again.url}${route}`, { headers: signedIn.headers });
    expect((await get(`/patients/${keptPatient}`)).status).toBe(200);
    expect((await get(`/patients/${laterPatient}`)).status).toBe(404);
    const file = await get(`/quality/documents/${keptDocument}/file`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(keptBytes)).toBe(true);
    expect((await get(`/quality/documents/${laterDocument}/file`)).status).toBe(404);
    expect((await fetch(`${again.url}/health/ready`)).status).toBe(200);

    // Not a backup: refused with a clear message, nothing touched.
    second.child.kill('SIGTERM');
    await second.exited;
    const junk = await runCli(dataDir, 'restore', path.join(serverDir, 'package.json'));
    expect(junk.code).toBe(65);
    expect(junk.output).toContain('not a readable backup archive');

    // With no portal running, the folder is archived as it lies.
    const offline = await runCli(dataDir, 'backup', `${archive}.offline.tar.gz`);
    expect(offline.output).toContain('offline');
    expect(offline.code).toBe(0);
  }, 240_000);
});
