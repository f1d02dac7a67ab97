import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestBroker, type TestBroker } from '../testing/broker';
import { ProtocolObserver } from '../testing/observer';
import { parseCliArgs } from './args';
import { provisionDevices } from './provision';

const workspace = fileURLToPath(new URL('../..', import.meta.url));

/** Stands in for apps/server: the two calls the CLI makes, answering as the contract says. */
async function fakePortal(brokerUrl: string) {
  const calls: Array<{ path: string; headers: IncomingMessage['headers']; body: unknown }> = [];
  let serial = 0;
  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text || '{}');
    calls.push({ path: request.url ?? '', headers: request.headers, body });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/auth/login') {
      if (body.password !== 'ponto123') {
        response.statusCode = 401;
        response.end(
          JSON.stringify({
            error: { code: 'AUTH_INVALID_CREDENTIALS', message: 'Usuário ou senha inválidos' },
          }),
        );
        return;
      }
      const workplace = (cnpj: string, permissions: string[], classification: string) => ({
        cnpj,
        name: cnpj,
        permissions,
        modules: [],
        classification,
      });
      response.end(
        JSON.stringify({
          accessToken: 'token-1',
          session: {
            availableWorkplaces: [
              workplace('11222333000181', ['drugstore'], 'DRUGSTORE'),
              workplace('33444555000181', [], 'VET_CLINIC'),
            ],
          },
        }),
      );
      return;
    }
    const readers = Array.from({ length: body.count }, () => ({
      code: `V-${++serial}`,
      family: body.family,
      secret: 's',
    }));
    response.end(JSON.stringify({ brokerUrl, readers, shelf: [] }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server };
}

function runCli(args: string[]): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: workspace });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

describe('the readers CLI', () => {
  let broker: TestBroker;
  let observer: ProtocolObserver;
  let portal: Awaited<ReturnType<typeof fakePortal>>;

  beforeEach(async () => {
    broker = await startTestBroker();
    observer = await ProtocolObserver.connect(broker.url);
    portal = await fakePortal(broker.url);
  });

  afterEach(async () => {
    await observer.close();
    await broker.close();
    portal.server.close();
  });

  it('provisions readers on a workplace, runs them, and stops cleanly on SIGTERM with offline statuses', async () => {
    const cli = runCli([
      '--api',
      portal.url,
      '--workplace',
      '11.222.333/0001-81',
      '--count',
      '2',
      '--family',
      'Molecular',
      '--speed',
      '600',
    ]);
    await observer.waitFor(
      () => ['V-1', 'V-2'].every((code) => observer.statusesOf(code).at(-1)?.state === 'idle'),
      'two idle readers',
      15_000,
    );

    expect(portal.calls.map((c) => c.path)).toEqual(['/auth/login', '/devices/virtual']);
    expect(portal.calls[0]!.body).toEqual({ document: '567.890.123-03', password: 'ponto123' });
    expect(portal.calls[1]).toMatchObject({
      headers: { authorization: 'Bearer token-1', cnpj: '11222333000181' },
      body: { family: 'Molecular', count: 2, rekey: false },
    });

    cli.child.kill('SIGTERM');
    const [exitCode] = await once(cli.child, 'exit');
    expect(exitCode).toBe(0);
    expect(observer.statusesOf('V-1').at(-1)?.state).toBe('offline');
    expect(cli.output()).toMatch(/V-1 +idle \(green\)/);
  }, 20_000);

  it('--demo runs the demo families of every workplace the user sees', async () => {
    const cli = runCli(['--api', portal.url, '--demo', '--speed', '600', '--quiet']);
    await observer.waitFor(
      () => observer.statuses.filter((s) => s.state === 'idle').length >= 4,
      'four idle readers',
      15_000,
    );
    cli.child.kill('SIGINT');
    await once(cli.child, 'exit');
    const orders = portal.calls.slice(1).map((c) => [c.headers.cnpj, (c.body as { family: string }).family]);
    expect(orders).toEqual([
      ['11222333000181', 'Flow'],
      ['11222333000181', 'Lens'],
      ['11222333000181', 'Volt'],
      ['33444555000181', 'Flow'],
    ]);
    // --quiet keeps the per-state lines out.
    expect(cli.output()).not.toMatch(/idle \(green\)/);
  }, 20_000);

  it('explains a refused login', async () => {
    expect(parseCliArgs(['--rekey']).rekey).toBe(true);
    const args = parseCliArgs(['--api', portal.url, '--workplace', '1', '--password', 'wrong']);
    expect(args.rekey).toBe(false);
    await expect(provisionDevices({ ...args, api: portal.url })).rejects.toThrow(
      '401 AUTH_INVALID_CREDENTIALS',
    );
  });
});
