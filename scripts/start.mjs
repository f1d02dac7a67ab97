#!/usr/bin/env node
// `npm start`: the whole portal with its embedded defaults on one machine. Builds the web app (when its
// sources changed), starts the server (embedded PostgreSQL and MQTT broker, demo data), then the demo's
// virtual readers, which sign in as the demo support user and connect to the broker like real devices. DEMO_READERS=false skips them.
// A server that crashes is started again (scripts/supervise.mjs), and the readers with it.
// Ctrl+C (or SIGTERM) stops the readers first, then lets the server finish its requests and close.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverArgs } from './server-command.mjs';
import { supervise } from './supervise.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * The demo readers live ten times faster than real ones, so that a newcomer's first Flow exam reaches its
 * result in about a minute and a quarter instead of twelve. DEMO_READERS_SPEED=1 runs them in real time.
 */
const DEMO_PACE = 10;

// Built only when its sources changed since the last build (scripts/web-build.mjs). A WEB_DIST of one's own
// is served as it is.
if (!process.env.WEB_DIST) ensureWebBuild(fileURLToPath(new URL('..', import.meta.url)));

// Node directly, not through npm and a shell, so that stop signals reach the processes themselves.
const node = (cwd, args, stdio) => spawn(process.execPath, ['--import', 'tsx', ...args], { cwd, stdio });
let readers;
let stopping = false;

/** The readers start once the server has printed where it runs and that the demo data is there. */
function startReadersWhenReady(server) {
  let banner = '';
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (banner === null) return;
    banner += chunk.toString();
    const url = banner.match(/Ponto is running at (http\S+)/)?.[1];
    const seeded = banner.includes('Demo logins');
    if (!url || !seeded) return;
    banner = null;
    if (process.env.DEMO_READERS === 'false' || stopping) return;
    const speed = process.env.DEMO_READERS_SPEED || String(DEMO_PACE);
    const started = node(
      'apps/readers',
      ['src/cli/main.ts', '--api', url, '--demo', '--quiet', '--speed', speed],
      'inherit',
    );
    readers = started;
    started.on('exit', (code) => {
      if (!stopping && readers === started && code !== 0)
        console.error(`The demo readers stopped (exit ${code}); the portal keeps running.`);
    });
  });
}

/** A new server may listen elsewhere: its readers start again with it. */
function stopReaders() {
  const running = readers;
  readers = undefined;
  if (running && running.exitCode === null) running.kill('SIGTERM');
  return running;
}

const server = supervise({
  start: () =>
    spawn(process.execPath, serverArgs(), { cwd: 'apps/server', stdio: ['ignore', 'pipe', 'inherit'] }),
  onStart: startReadersWhenReady,
  onExit: stopReaders,
});
server.done.then((code) => process.exit(code));

function stop(signal) {
  if (stopping) return;
  stopping = true;
  const stopServer = () => server.stop(signal);
  const running = stopReaders();
  if (running && running.exitCode === null) {
    running.once('exit', stopServer);
    setTimeout(stopServer, 5_000).unref();
  } else stopServer();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
