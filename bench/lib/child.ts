/** A helper server of a benchmark, as a child process that prints `<banner> at <url>` once it listens. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './portal';

export async function startChild(
  script: string,
  banner: string,
  env: Record<string, string> = {},
  /** A niceness for the whole process, every thread of it (`nice -n`), when given. */
  nice?: number,
): Promise<{ child: ChildProcess; url: string }> {
  const node = [process.execPath, '--import', 'tsx', path.join(repoRoot, script)];
  const [command, ...args] = nice === undefined ? node : ['nice', '-n', String(nice), ...node];
  const child = spawn(command!, args, {
    cwd: path.join(repoRoot, 'bench'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = new RegExp(`${banner} at (\\S+)`).exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { child, url };
}
