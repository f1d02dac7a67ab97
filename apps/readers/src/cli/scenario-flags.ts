import { type Scenario, type ScenarioInput, scenarioSchema } from '../scenario/scenario';
import type { ScenarioFlags } from './args';

const SECOND_MS = 1000;

/** The scenario file (if any) with the command-line flags on top, validated by the scenario schema. */
export function applyScenarioFlags(base: ScenarioInput, flags: ScenarioFlags): Scenario {
  const calibration =
    flags.calibration === 'timeout' ? { insertAfterMs: null } : defined({ result: flags.calibration });
  return scenarioSchema.parse({
    ...base,
    faults: [
      ...(base.faults ?? []),
      ...flags.errors.map((spec) => parseFault(spec, true)),
      ...flags.warnings.map((spec) => parseFault(spec, false)),
    ],
    device: {
      ...base.device,
      ...defined({
        connectionType: flags.connection,
        batteryPercent: flags.battery,
        initialCondition: flags.initial,
      }),
    },
    exam: {
      ...base.exam,
      ...defined({ removeEarlyAt: flags.removeEarly, insertLate: flags.insertLate || undefined }),
    },
    calibration: { ...base.calibration, ...calibration },
    update: { ...base.update, ...(flags.updateFails ? { result: 'failed' } : {}) },
    network: {
      ...base.network,
      drops: [...(base.network?.drops ?? []), ...flags.drops.map(parseDrop)],
      ...defined({ publishDelayMs: flags.slowNetworkMs }),
    },
  });
}

/** Only the flags that were given, so they never blank out the file's values. */
function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** `CODE@moment` or `CODE@afterStart+30` (seconds). */
function parseFault(spec: string, abort: boolean) {
  const match = /^([A-Z0-9_]+)@([A-Za-z]+)(?:\+(\d+(?:\.\d+)?))?$/.exec(spec);
  if (!match) throw new Error(`--error/--warning expects CODE@moment[+seconds], got ${JSON.stringify(spec)}`);
  const [, error, at, after] = match;
  return { error, at, abort, ...(after ? { afterMs: Number(after) * SECOND_MS } : {}) };
}

/** `after:for` in simulated seconds. */
function parseDrop(spec: string) {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(spec);
  if (!match) throw new Error(`--drop expects <after seconds>:<for seconds>, got ${JSON.stringify(spec)}`);
  return { afterMs: Number(match[1]) * SECOND_MS, forMs: Number(match[2]) * SECOND_MS };
}
