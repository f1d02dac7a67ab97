/**
 * Benchmark: what a `process.nextTick` costs once V8 has let the map of Node's tick objects go, with and without
 * the server's hold on one of them (apps/server/src/platform/tick-object-shape.ts; docs/performance.md, "The
 * door"). Each case runs in a process of its own, as the hold lasts for a process's life: nextTick warmed up,
 * then a quiet moment with several old-generation collections and no tick object alive, then timed again.
 *
 *   npm run bench:tick-objects -w @ponto/bench
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { holdTickObjectShape } from '../apps/server/src/platform/tick-object-shape';
import { median } from './lib/stats';

const TICKS = 2_000_000;
const ROUNDS = 5;

/** Nanoseconds a nextTick, over a chain of TICKS of them. */
function timeTicks(): Promise<number> {
  return new Promise((resolve) => {
    let left = TICKS;
    const start = process.hrtime.bigint();
    const tick = () => {
      if (--left === 0) resolve(Number(process.hrtime.bigint() - start) / TICKS);
      else process.nextTick(tick);
    };
    process.nextTick(tick);
  });
}

async function measure(hold: boolean): Promise<{ warm: number; afterQuiet: number }> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  if (hold) holdTickObjectShape();
  const warm: number[] = [];
  for (let i = 0; i < ROUNDS; i++) warm.push(await timeTicks());
  await new Promise((resolve) => setTimeout(resolve, 20));
  for (let i = 0; i < 6; i++) gc();
  await new Promise((resolve) => setTimeout(resolve, 20));
  const afterQuiet: number[] = [];
  for (let i = 0; i < ROUNDS; i++) afterQuiet.push(await timeTicks());
  return { warm: median(warm), afterQuiet: median(afterQuiet) };
}

const mode = process.argv[2];
if (mode === 'hold' || mode === 'none') {
  console.log(JSON.stringify(await measure(mode === 'hold')));
} else {
  const self = fileURLToPath(import.meta.url);
  const run = (which: string) =>
    JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, which], { encoding: 'utf8' })) as {
      warm: number;
      afterQuiet: number;
    };
  console.log(
    `ns a process.nextTick (median of ${ROUNDS} chains of ${TICKS.toLocaleString('en')}), Node ${process.version}`,
  );
  for (const [name, which] of [
    ['as Node runs it', 'none'],
    ['one tick object held', 'hold'],
  ] as const) {
    const { warm, afterQuiet } = run(which);
    console.log(
      `${name.padEnd(22)} warm ${warm.toFixed(0).padStart(4)} ns   after a quiet moment ${afterQuiet.toFixed(0).padStart(4)} ns`,
    );
  }
}
