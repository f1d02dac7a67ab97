import { resolve } from 'node:path';
import { loadScenario } from '../scenario/load-scenario';
import type { ScenarioInput } from '../scenario/scenario';
import { type CliArgs, parseCliArgs, usage } from './args';
import type { DeviceCredentials } from './fleet';
import { runFleet } from './fleet';
import { provisionDevices } from './provision';
import { applyScenarioFlags } from './scenario-flags';

async function main(argv: string[]): Promise<void> {
  const args = parseCliArgs(argv);
  if (args.help) {
    console.log(usage);
    return;
  }
  // npm runs workspace scripts in the workspace folder; a relative path means the caller's folder.
  const base: ScenarioInput = args.scenarioFile
    ? await loadScenario(resolve(process.env.INIT_CWD ?? process.cwd(), args.scenarioFile))
    : {};
  const speed = args.speed ?? 1;
  const flagged = applyScenarioFlags(base, args.flags);
  // Demo readers may live faster than real ones, but a calibration still lasts a day of the user's time,
  // or a demo left running would ask for calibrations every couple of hours.
  const scenario =
    args.demo && base.device?.calibrationValidityMs === undefined
      ? { ...flagged, device: { ...flagged.device, calibrationValidityMs: DAY_MS * speed } }
      : flagged;
  const devices = await devicesFor(args);
  await runFleet(devices, { speed, scenario, quiet: args.quiet, verbose: args.verbose });
}

const DAY_MS = 86_400_000;

/** The portal `npm start` runs by default, for `npm run readers -- --workplace <cnpj>` with no --api. */
const DEFAULT_API = 'http://127.0.0.1:3000';

async function devicesFor(args: CliArgs): Promise<DeviceCredentials[]> {
  if (args.api) return provisionDevices({ ...args, api: args.api });
  if (args.workplace || args.demo) return provisionDevices({ ...args, api: DEFAULT_API });
  if (args.broker && args.code && args.secret) {
    return [{ code: args.code, secret: args.secret, family: args.family, brokerUrl: args.broker }];
  }
  throw new Error(
    'give --workplace or --demo (with --api <url>, default http://127.0.0.1:3000), or --broker, --code and --secret; --help explains',
  );
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
