/**
 * A private Mosquitto for the benchmark: the machine's own binary on a free port with the stock limits
 * (max_inflight_messages 20, max_queued_messages 1000), no persistence, anonymous. A private broker keeps
 * other portals on the machine's shared broker from receiving (and republishing) the benchmark's flood,
 * and keeps their traffic out of the figures. It counts the "messages are being dropped" notices.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export class PrivateMosquitto {
  /** "Outgoing messages are being dropped for client X" notices, by client id. */
  readonly dropped = new Map<string, number>();

  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly url: string,
    /** Its WebSocket listener: the floor's subscribers use the same transport as browsers. */
    readonly wsUrl: string,
  ) {
    let pending = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /Outgoing messages are being dropped for client (\S+?)\.?$/.exec(line.trim());
        if (match) this.dropped.set(match[1]!, (this.dropped.get(match[1]!) ?? 0) + 1);
      }
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  static async start(binary = 'mosquitto'): Promise<PrivateMosquitto> {
    const port = await freePort();
    let wsPort = await freePort();
    while (wsPort === port) wsPort = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-bench-mosquitto-'));
    const config = path.join(dir, 'mosquitto.conf');
    fs.writeFileSync(
      config,
      [
        `listener ${port} 127.0.0.1`,
        `listener ${wsPort} 127.0.0.1`,
        'protocol websockets',
        'allow_anonymous true',
        'persistence false',
        'log_dest stderr',
        'log_type error',
        'log_type warning',
        'log_type notice',
        '',
      ].join('\n'),
    );
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(config, 0o644);
    const child = spawn(binary, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    const broker = new PrivateMosquitto(child, dir, `mqtt://127.0.0.1:${port}`, `ws://127.0.0.1:${wsPort}`);
    const deadline = Date.now() + 10_000;
    while (!(await accepting(port)) || !(await accepting(wsPort))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await broker.stop();
        throw new Error(`mosquitto did not start on port ${port}`);
      }
      await sleep(100);
    }
    return broker;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      if (!(await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])))
        this.child.kill('SIGKILL');
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
