import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { isAlive } from '../db/data-dir-lock';
import { randomCpf } from './factories';

/** apps/server and the repository root, where `npm start` runs. */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(serverDir, '../..');

export interface Started {
  child: ChildProcess;
  url: string;
}

export interface PortalProcess {
  child: ChildProcess;
  ready: Promise<Started>;
  exited: Promise<{ code: number | null; output: string }>;
}

export function postgresPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/**
 * Real portal processes on the embedded database, each DATA_DIR its own: what they start, and the
 * PostgreSQL they leave, is stopped by cleanup() whatever a test did.
 */
export class PortalProcesses {
  private readonly children: ChildProcess[] = [];
  private readonly dirs: string[] = [];

  dataDir(name: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ponto-${name}-`));
    this.dirs.push(dir);
    return dir;
  }

  /** A child process stopped at cleanup. */
  track<T extends ChildProcess>(child: T): T {
    this.children.push(child);
    return child;
  }

  /** The server alone (`src/main.ts`), API only, on free ports. */
  start(dataDir: string): PortalProcess {
    const child = this.track(
      spawn(process.execPath, ['--import', './ts-runtime.mjs', 'src/main.ts'], {
        cwd: serverDir,
        env: { ...portalEnv(dataDir) },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let output = '';
    const ready = new Promise<Started>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/Ponto is running at (http:\/\/\S+)/);
        if (match) resolve({ child, url: match[1]! });
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', () => reject(new Error(`portal exited before it was ready:\n${output}`)));
    });
    const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, output })),
    );
    ready.catch(() => {});
    return { child, ready, exited };
  }

  cleanup(): void {
    for (const child of this.children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of this.dirs) {
      for (const dataDir of [dir, path.join(dir, 'data')]) {
        try {
          const pid = postgresPid(dataDir);
          if (isAlive(pid)) process.kill(pid, 'SIGKILL');
        } catch {
          // nothing left running
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** The environment of a portal on the embedded database in `dataDir`, API only, on free ports. */
export function portalEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: '',
    PORT: '0',
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  };
}

export const DEMO_OPERATOR = '111.444.777-35';
export const DEMO_MANAGER = '456.789.012-49';

/** Signs in as a user of the demo network (seeded on the embedded database's first start). */
export async function signInDemoOperator(url: string, document = DEMO_OPERATOR) {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ document, password: 'ponto123' }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    accessToken: string;
    session: { user: { language: string }; availableWorkplaces: Array<{ cnpj: string }> };
  };
  return {
    ...body,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      authorization: `Bearer ${body.accessToken}`,
      cnpj: body.session.availableWorkplaces[0]!.cnpj,
    },
  };
}

/** A valid new patient (§3) with a document of its own. */
export function newPatient() {
  return {
    patient: {
      fullName: 'Ana Lima',
      sex: 'female',
      birthDate: '1990-05-01',
      document: { type: 'cpf', number: randomCpf() },
      phone: '11 98888-7777',
      address: {
        postalCode: '01310-100',
        street: 'Av. Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    },
  };
}

/**
 * Why a portal ended, most telling first (a test failure's summary keeps only its first words): its exit
 * code, then what it printed that is not a routine log (level below error) or the start banner.
 */
export function lastWords(exited: { code: number | null; output: string }): string {
  const telling = exited.output.split('\n').filter((line) => {
    if (line.startsWith('{')) {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return true;
      }
    }
    return (
      line.trim() !== '' &&
      !/^( {2}\d{3}\.|Ponto is running|API reference|Reader devices|Metrics|Data:|E-mail|Demo logins)/.test(
        line,
      )
    );
  });
  return `exit code ${exited.code}: ${telling
    .map((line) => line.slice(0, 400))
    .join(' | ')
    .slice(0, 4000)}`;
}
