import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './args';
import { applyScenarioFlags } from './scenario-flags';

const flagsOf = (...argv: string[]) => parseCliArgs(argv).flags;

describe('scenario flags', () => {
  it('turn into a scenario on top of the file', () => {
    const scenario = applyScenarioFlags(
      { exam: { lot: 'L999999999' }, faults: [{ error: 'IMAGE_FOCUS', at: 'reading' }] },
      flagsOf(
        '--error',
        'READER_THERMAL_RUNAWAY@heating',
        '--warning',
        'EXAM_STEP_TIMEOUT@afterStart+30',
        '--remove-early',
        'analysis',
        '--insert-late',
        '--calibration',
        'timeout',
        '--update-fails',
        '--drop',
        '60:15',
        '--slow-network',
        '250',
        '--connection',
        'usb',
        '--initial',
        'blockedByBlacklist',
      ),
    );
    expect(scenario.faults).toEqual([
      expect.objectContaining({ error: 'IMAGE_FOCUS', at: 'reading', abort: true }),
      expect.objectContaining({ error: 'READER_THERMAL_RUNAWAY', at: 'heating', abort: true, afterMs: 0 }),
      expect.objectContaining({
        error: 'EXAM_STEP_TIMEOUT',
        at: 'afterStart',
        abort: false,
        afterMs: 30_000,
      }),
    ]);
    expect(scenario.exam).toMatchObject({ lot: 'L999999999', removeEarlyAt: 'analysis', insertLate: true });
    expect(scenario.calibration.insertAfterMs).toBeNull();
    expect(scenario.update.result).toBe('failed');
    expect(scenario.network).toEqual({ publishDelayMs: 250, drops: [{ afterMs: 60_000, forMs: 15_000 }] });
    expect(scenario.device).toMatchObject({ connectionType: 'usb', initialCondition: 'blockedByBlacklist' });
  });

  it('leave the defaults alone when absent', () => {
    expect(applyScenarioFlags({}, flagsOf())).toEqual(applyScenarioFlags({}, flagsOf('--quiet')));
    expect(applyScenarioFlags({}, flagsOf()).calibration.insertAfterMs).toBe(20_000);
  });

  it.each([
    [['--error', 'NOT A CODE']],
    [['--error', 'NOT_A_CODE@heating']],
    [['--error', 'READER_LED_FAULT@dancing']],
    [['--drop', '10']],
    [['--calibration', 'maybe']],
  ])('refuse %j', (argv) => expect(() => applyScenarioFlags({}, flagsOf(...argv))).toThrow());

  it('refuse an unknown family or a bad number', () => {
    expect(() => parseCliArgs(['--family', 'Toaster'])).toThrow(/--family/);
    expect(() => parseCliArgs(['--speed', '0'])).toThrow(/--speed/);
  });
});
