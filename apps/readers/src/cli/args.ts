import { parseArgs } from 'node:util';
import { type DeviceFamily, deviceFamilySchema } from '@ponto/domain';

export const usage = `Virtual reader devices for Ponto (docs/reader-simulator.md).

  npm run readers -w @ponto/readers -- --api http://127.0.0.1:3000 --workplace <cnpj> --count 3 --family Flow
  npm run readers -w @ponto/readers -- --api http://127.0.0.1:3000 --demo
  npm run readers -w @ponto/readers -- --broker mqtt://127.0.0.1:1883 --code RD-1 --secret s3cr3t --family Lens

Where the readers come from
  --api <url>            portal origin (default http://127.0.0.1:3000); signs in and provisions virtual
                         devices (POST /devices/virtual)
  --workplace <cnpj>     workplace that receives them          --count <n>     how many (default 1)
  --family <family>      ${deviceFamilySchema.options.join(', ')} (default Flow)
  --user <document>      default 567.890.123-03 (demo support)  --password <pw> default ponto123
  --demo                 a few readers of different families for every demo workplace the user sees
  --rekey                also give connected readers a new secret (it ends their connections); without
                         it a connected reader is left alone and the next one is provisioned
  --broker <url>         with --code and --secret: one known device, no API; with --api: overrides the
                         broker the portal answers
  --code <code> --secret <secret>

How they behave (durations in simulated seconds)
  --speed <factor>       time factor (60: a 15-minute exam in 15 s); default 1
  --scenario <file.json> scenario file; the flags below apply on top of it
  --error <CODE@moment>  inject a §8 error at an exam step, nfc, insertion, calibration, update, or
                         afterStart+<seconds> (repeatable); --warning <CODE@moment> does not stop the work
  --remove-early <step>  the user pulls the capsule out when that step starts
  --insert-late          the user inserts the capsule after the 10-minute window
  --calibration <approved|rejected|failed|timeout>
  --update-fails         firmware updates fail
  --drop <after:for>     drop the connection <after> seconds after start, for <for> seconds (repeatable)
  --slow-network <ms>    delay every publish (wall-clock milliseconds)
  --connection <wifi|cable|usb>   --battery <percent>
  --initial <calibrationNeeded|updateNeeded|blocked|blockedByBlacklist>

Output
  --quiet                warnings only        --verbose   also every event
  --help`;

export interface CliArgs {
  api?: string;
  workplace?: string;
  count: number;
  family: DeviceFamily;
  user: string;
  password: string;
  demo: boolean;
  /** Re-key connected readers too (POST /devices/virtual `rekey`). */
  rekey: boolean;
  broker?: string;
  code?: string;
  secret?: string;
  speed?: number;
  scenarioFile?: string;
  flags: ScenarioFlags;
  quiet: boolean;
  verbose: boolean;
  help: boolean;
}

export interface ScenarioFlags {
  errors: string[];
  warnings: string[];
  removeEarly?: string;
  insertLate: boolean;
  calibration?: string;
  updateFails: boolean;
  drops: string[];
  slowNetworkMs?: number;
  connection?: string;
  battery?: number;
  initial?: string;
}

export function parseCliArgs(argv: string[]): CliArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      api: { type: 'string' },
      workplace: { type: 'string' },
      count: { type: 'string', default: '1' },
      family: { type: 'string', default: 'Flow' },
      user: { type: 'string', default: '567.890.123-03' },
      password: { type: 'string', default: 'ponto123' },
      demo: { type: 'boolean', default: false },
      rekey: { type: 'boolean', default: false },
      broker: { type: 'string' },
      code: { type: 'string' },
      secret: { type: 'string' },
      speed: { type: 'string' },
      scenario: { type: 'string' },
      error: { type: 'string', multiple: true, default: [] },
      warning: { type: 'string', multiple: true, default: [] },
      'remove-early': { type: 'string' },
      'insert-late': { type: 'boolean', default: false },
      calibration: { type: 'string' },
      'update-fails': { type: 'boolean', default: false },
      drop: { type: 'string', multiple: true, default: [] },
      'slow-network': { type: 'string' },
      connection: { type: 'string' },
      battery: { type: 'string' },
      initial: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const family = deviceFamilySchema.safeParse(values.family);
  if (!family.success) throw new Error(`--family must be one of ${deviceFamilySchema.options.join(', ')}`);
  return {
    ...(values.api ? { api: values.api } : {}),
    ...(values.workplace ? { workplace: values.workplace } : {}),
    count: positiveNumber('--count', values.count),
    family: family.data,
    user: values.user,
    password: values.password,
    demo: values.demo,
    rekey: values.rekey,
    ...(values.broker ? { broker: values.broker } : {}),
    ...(values.code ? { code: values.code } : {}),
    ...(values.secret ? { secret: values.secret } : {}),
    ...(values.speed ? { speed: positiveNumber('--speed', values.speed) } : {}),
    ...(values.scenario ? { scenarioFile: values.scenario } : {}),
    flags: {
      errors: values.error,
      warnings: values.warning,
      ...(values['remove-early'] ? { removeEarly: values['remove-early'] } : {}),
      insertLate: values['insert-late'],
      ...(values.calibration ? { calibration: values.calibration } : {}),
      updateFails: values['update-fails'],
      drops: values.drop,
      ...(values['slow-network']
        ? { slowNetworkMs: positiveNumber('--slow-network', values['slow-network']) }
        : {}),
      ...(values.connection ? { connection: values.connection } : {}),
      ...(values.battery ? { battery: positiveNumber('--battery', values.battery) } : {}),
      ...(values.initial ? { initial: values.initial } : {}),
    },
    quiet: values.quiet,
    verbose: values.verbose,
    help: values.help,
  };
}

function positiveNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${flag} must be a positive number, got ${JSON.stringify(text)}`);
  return value;
}
