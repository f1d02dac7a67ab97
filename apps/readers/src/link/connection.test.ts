import { describe, expect, it } from 'vitest';
import { ProtocolObserver } from '../testing/observer';
import { useReaderFixture } from '../testing/reader-fixture';

describe('the MQTT connection', () => {
  const fx = useReaderFixture();

  it('a dropped connection leaves the retained last will (offline), then the reader reconnects and republishes', async () => {
    const reader = await fx.reader('Flow');
    await fx.observer.waitForState(reader.code, 'idle');
    reader.dropConnection(60 * 60_000); // one simulated hour: a second of wall time at the test speed

    await fx.observer.waitForState(reader.code, 'offline');
    const newcomer = await ProtocolObserver.connect(fx.broker.url);
    await newcomer.waitFor(() => newcomer.retained.length > 0, 'retained status');
    expect(newcomer.retained.at(-1)).toMatchObject({ code: reader.code, state: 'offline', led: 'white' });
    await newcomer.close();

    await fx.observer.waitForState(reader.code, 'idle', 5_000);
    // 'reconnecting' is published while the link comes back; on a loaded machine the broker may see only
    // the state that follows it, so the check is: idle, then the will (offline), then idle again.
    const states = fx.observer.statesOf(reader.code);
    const drop = states.lastIndexOf('offline');
    expect(states.slice(0, drop).at(-1)).toBe('idle');
    expect(states.slice(drop + 1).filter((state) => state !== 'reconnecting')).toEqual(['idle']);
    expect(reader.connected).toBe(true);
  });

  it('events of an exam that runs on during a drop arrive after the reconnection, in order', async () => {
    const reader = await fx.reader('Flow', { speed: 600 });
    await fx.observer.waitForState(reader.code, 'idle');
    await fx.observer.send(reader.code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.waitForEvent(reader.code, (e) => e.type === 'capsuleInserted', 'insertion');
    reader.dropConnection(5 * 60_000);
    await fx.observer.waitForState(reader.code, 'offline');
    await fx.observer.waitForEvent(reader.code, (e) => e.type === 'capsuleRemoved', 'end of exam', 8_000);

    const steps = fx.observer
      .eventsOf(reader.code)
      .flatMap((e) => (e.type === 'stepStarted' ? [e.step] : []));
    expect(steps).toEqual(['waitingCapsule', 'reading', 'analysis', 'send', 'waitingResult', 'reportReady']);
  });

  it('stop() publishes a retained offline status and disconnects', async () => {
    const reader = await fx.reader('Volt');
    await fx.observer.waitForState(reader.code, 'idle');
    await reader.stop();
    await fx.observer.waitForState(reader.code, 'offline');
    expect(reader.connected).toBe(false);
  });

  it('a wrong secret is refused by the broker and start() rejects', async () => {
    fx.broker.broker.authenticate = (_client, _username, password, done) => {
      const error = Object.assign(new Error('bad secret'), { returnCode: 4 as const });
      if (password?.toString() === 'right') done(null, true);
      else done(error, false);
    };
    await expect(fx.reader('Flow', { secret: 'wrong' })).rejects.toThrow();
  });
});

describe('power and radio', () => {
  const fx = useReaderFixture();

  it('a low battery shows lowBattery (red), refuses exams, and charges back to idle', async () => {
    // Charging slow enough (5 % in ~3 s of wall time at the test speed) that the exam is asked while low.
    const reader = await fx.reader('Flow', { scenario: { device: { chargePercentPerMinute: 0.03 } } });
    await fx.observer.waitForState(reader.code, 'idle');
    reader.setBattery(10);
    await fx.observer.waitForState(reader.code, 'lowBattery');
    expect(fx.observer.statusesOf(reader.code).at(-1)).toMatchObject({ led: 'red', batteryPercent: 10 });
    await fx.observer.send(reader.code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.waitForEvent(reader.code, (e) => e.type === 'error', 'refusal');
    expect(fx.observer.eventsOf(reader.code).at(-1)).toMatchObject({ error: 'READER_LOW_BATTERY' });
    await fx.observer.waitForState(reader.code, 'idle', 15_000);
    expect(fx.observer.statusesOf(reader.code).at(-1)!.batteryPercent).toBeGreaterThanOrEqual(15);
  });

  it('the battery drains during an exam on Wi-Fi', async () => {
    const { code } = await fx.reader('Molecular', {
      scenario: {
        device: { batteryPercent: 80, wifiMoves: false },
        exam: { stepDurationsMs: { amplification: 60 * 60_000 } },
      },
    });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.waitForState(code, 'amplification');
    await fx.observer.waitFor(
      () => fx.observer.statusesOf(code).some((s) => s.state === 'amplification' && s.batteryPercent! < 80),
      'a drained battery',
    );
  });

  it('on cable the reader stays charged and reports no Wi-Fi level', async () => {
    const { code } = await fx.reader('Lens', {
      scenario: { device: { connectionType: 'cable', batteryPercent: 30 } },
    });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.waitForEvent(code, (e) => e.type === 'capsuleRemoved', 'end of exam');
    for (const status of fx.observer.statusesOf(code)) {
      expect(status).toMatchObject({ connectionType: 'cable', batteryPercent: 100, wifiLevel: null });
    }
  });

  it('the Wi-Fi level moves between 1 and 4', async () => {
    const { code } = await fx.reader('Flow', { random: seeded(7) });
    await fx.observer.waitFor(
      () => new Set(fx.observer.statusesOf(code).map((s) => s.wifiLevel)).size > 1,
      'a move',
    );
    for (const status of fx.observer.statusesOf(code)) expect(status.wifiLevel).toBeGreaterThanOrEqual(1);
  });
});

/** A small deterministic random source (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
