import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { inOneProcess, sweepLocks } from './one-process';

let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  one = await createTestApp({}, undefined, { isolated: true });
  two = await createTestApp({ DATABASE_URL: one.databaseUrl });
});
afterAll(async () => {
  await two?.stop();
  await one?.stop();
});

describe('a sweep runs in one process at a time', () => {
  it('the other process skips the round while one sweeps, and sweeps again once it is over', async () => {
    let running = 0;
    let most = 0;
    const sweep = async () => {
      running++;
      most = Math.max(most, running);
      await sleep(300);
      running--;
      return 'swept';
    };
    const rounds = await Promise.all([
      inOneProcess(one.database.db, sweepLocks.examTimers, sweep),
      inOneProcess(two.database.db, sweepLocks.examTimers, sweep),
    ]);
    expect(rounds.filter((r) => r === 'swept')).toHaveLength(1);
    expect(rounds.filter((r) => r === null)).toHaveLength(1);
    expect(most).toBe(1);
    expect(await inOneProcess(two.database.db, sweepLocks.examTimers, sweep)).toBe('swept');
  });

  it('different sweeps do not hold each other up', async () => {
    const rounds = await Promise.all([
      inOneProcess(one.database.db, sweepLocks.examTimers, () => sleep(200).then(() => 'timers')),
      inOneProcess(two.database.db, sweepLocks.calibrationTimeouts, () =>
        sleep(200).then(() => 'calibrations'),
      ),
    ]);
    expect(rounds).toEqual(['timers', 'calibrations']);
  });
});
