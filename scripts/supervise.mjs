// Keeps one child process running for `npm start`: a crash (an exit nobody asked for) starts it again after a
// growing pause; a crash loop ends with a clear message instead of restarting forever.

/** Pauses before the 1st, 2nd, … restart of a crash loop. */
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000];
/** A run that lasted this long was healthy: the next crash starts a new count. */
const HEALTHY_AFTER_MS = 60_000;
/** This many crashes in a row, each within HEALTHY_AFTER_MS of its start, is a crash loop. */
const MAX_QUICK_CRASHES = 5;
/**
 * Exits that restarting cannot cure: 75 (another portal holds DATA_DIR) and 78 (the configuration is wrong).
 * The child has already said why.
 */
const PERMANENT_EXIT_CODES = [75, 78];

/**
 * @param {object} options
 * @param {() => import('node:child_process').ChildProcess} options.start  starts the child
 * @param {(child: import('node:child_process').ChildProcess) => void} [options.onStart]
 * @param {(child: import('node:child_process').ChildProcess) => void} [options.onExit]  after every exit
 * @param {(message: string) => void} [options.log]
 * @returns {{ done: Promise<number>, stop(signal?: NodeJS.Signals): void, child(): import('node:child_process').ChildProcess }}
 */
export function supervise({
  start,
  onStart = () => {},
  onExit = () => {},
  log = (message) => console.error(message),
  backoffMs = BACKOFF_MS,
  healthyAfterMs = HEALTHY_AFTER_MS,
  maxQuickCrashes = MAX_QUICK_CRASHES,
  permanentExitCodes = PERMANENT_EXIT_CODES,
}) {
  let stopping = false;
  let quickCrashes = 0;
  let restartTimer;
  let current;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  const run = () => {
    restartTimer = undefined;
    const startedAt = Date.now();
    const child = start();
    current = child;
    onStart(child);
    child.on('exit', (code, signal) => {
      onExit(child);
      if (stopping) return finish(code ?? (signal ? 1 : 0));
      // A clean exit nobody here asked for: the server was told to stop (a signal sent to it directly).
      if (code === 0) return finish(0);
      if (code !== null && permanentExitCodes.includes(code)) return finish(code);
      quickCrashes = Date.now() - startedAt < healthyAfterMs ? quickCrashes + 1 : 1;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      if (quickCrashes >= maxQuickCrashes) {
        log(
          `The server ${how}. It crashed ${quickCrashes} times in a row, each within ${Math.round(healthyAfterMs / 1000)} s of starting, so it is not started again. Its output above says why; fix that and run npm start again.`,
        );
        return finish(1);
      }
      const wait = backoffMs[Math.min(quickCrashes, backoffMs.length) - 1];
      log(`The server ${how}; starting it again in ${wait / 1000} s.`);
      restartTimer = setTimeout(run, wait);
    });
  };
  run();

  return {
    done,
    child: () => current,
    stop(signal = 'SIGTERM') {
      if (stopping) return;
      stopping = true;
      if (restartTimer) {
        clearTimeout(restartTimer);
        finish(0);
      } else if (current.exitCode === null && current.signalCode === null) current.kill(signal);
      else finish(0);
    },
  };
}
