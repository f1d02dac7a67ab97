import { readerLed } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { ProtocolObserver } from '../testing/observer';
import { useReaderFixture } from '../testing/reader-fixture';

describe('a virtual reader starting', () => {
  const fx = useReaderFixture();

  it('connects with its code and secret, boots, and rests in idle (green, calibrated) as a retained status', async () => {
    const reader = await fx.reader('Flow', { code: 'RD-BOOT' });
    await fx.observer.waitForState('RD-BOOT', 'idle');

    expect(fx.broker.logins.get('reader-RD-BOOT')).toEqual({
      username: 'RD-BOOT',
      password: 'secret-RD-BOOT',
    });
    expect(fx.observer.statesOf('RD-BOOT')).toEqual(['booting', 'idle']);
    const idle = fx.observer.statusesOf('RD-BOOT').at(-1)!;
    expect(idle).toMatchObject({ family: 'Flow', led: readerLed.idle, connectionType: 'wifi', examId: null });
    expect(idle.calibration.status).toBe('approved');
    expect(reader.state).toBe('idle');

    // A subscriber that arrives later gets the current state at once.
    const late = await ProtocolObserver.connect(fx.broker.url);
    await late.waitFor(() => late.retained.length > 0, 'retained status');
    expect(late.retained.at(-1)).toMatchObject({ code: 'RD-BOOT', state: 'idle' });
    await late.close();
    expect(fx.observer.invalid).toEqual([]);
  });
});
