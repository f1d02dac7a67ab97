#!/usr/bin/env node
// `npm start`: the whole portal with its embedded defaults on one machine. Builds the web app (when its
// sources changed), starts the server (embedded PostgreSQL and MQTT broker, demo data), then the demo's
// virtual readers, which sign in as the demo support user and connect to the broker like real devices. DEMO_READERS=false skips them.
// Ctrl+C (or SIGTERM) stops the readers first, then lets the server finish its requests and close.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

/**
 * The demo readers live ten times faster than real ones, so that a newcomer's first Flow exam reaches its
 * result in about a minute and a quarter instead of twelve. DEMO_READERS_SPEED=1 runs them in real time.
 */
const DEMO_PACE = 10;

// Built only when its sources changed since the last build (scripts/web-build.mjs).
ensureWebBuild(fileURLToPath(new URL('..', import.meta.url)));

// Node directly, not through npm and a shell, so that stop signals reach the processes themselves.
const node = (cwd, args, stdio) => spawn(process.execPath, ['--import', 'tsx', ...args], { cwd, stdio });
const server = node('apps/server', ['src/main.ts'], ['ignore', 'pipe', 'inherit']);
let readers;
let stopping = false;
let banner = '';

server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (readers !== undefined || banner === null) return;
  banner += chunk.toString();
  const url = banner.match(/Ponto is running at (http\S+)/)?.[1];
  const seeded = banner.includes('Demo logins');
  if (!url || !seeded) return;
  banner = null;
  if (process.env.DEMO_READERS === 'false') return;
  const speed = process.env.DEMO_READERS_SPEED || String(DEMO_PACE);
  readers = node(
    'apps/readers',
    ['src/cli/main.ts', '--api', url, '--demo', '--quiet', '--speed', speed],
    'inherit',
  );
  readers.on('exit', (code) => {
    if (!stopping && code !== 0)
      console.error(`The demo readers stopped (exit ${code}); the portal keeps running.`);
  });
});

server.on('exit', (code, signal) => {
  if (readers && readers.exitCode === null) readers.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});

function stop(signal) {
  if (stopping) return;
  stopping = true;
  const stopServer = () => server.kill(signal);
  if (readers && readers.exitCode === null) {
    readers.once('exit', stopServer);
    readers.kill('SIGTERM');
    setTimeout(stopServer, 5_000).unref();
  } else stopServer();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
