import { parseArgs } from 'node:util';

/** raw: the floor, the same clients on a private Mosquitto without the portal. */
export type BrokerKind = 'raw' | 'embedded' | 'mosquitto';

export interface BenchOptions {
  readers: number;
  subscribers: number;
  /** Status messages a second per reader. */
  rate: number;
  seconds: number;
  warmup: number;
  /** How long to wait after the last publish for acknowledgements and deliveries. */
  drain: number;
  /** Device connections opened at a time. */
  ramp: number;
  brokers: BrokerKind[];
  /** An existing broker to use; undefined: start a private Mosquitto from the machine's binary. */
  mosquittoUrl: string | undefined;
  databaseUrl: string;
  out: string | undefined;
  profile: string | undefined;
}

export const usage = `npm run bench:readers -w @ponto/bench -- [options]

  --readers N        simulated readers (default 1000, at most 5000: the provisioning limit)
  --subscribers N    browser-identity subscribers (default 10)
  --rate R           status messages a second per reader (default 1)
  --seconds S        measured window (default 30)
  --warmup S         publishing before the window, not measured (default 5)
  --drain S          wait after the last publish for acks and deliveries (default 15)
  --ramp N           device connections opened at a time (default 100)
  --brokers LIST     raw,embedded,mosquitto (default all three, in that order; raw = the floor)
  --mosquitto-url U  use this running Mosquitto (e.g. mqtt://127.0.0.1:1883) instead of a private one
                     started from the machine's mosquitto binary (default; see docs/performance.md)
  --database-url U   PostgreSQL for the Mosquitto run (default postgres://postgres@127.0.0.1:5432/test)
  --out FILE         JSON results (default bench/results/readers-fanin-<date>-<N>r.json)
  --profile DIR      also write a V8 CPU profile of each portal run into DIR (slows the portal a little)`;

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      readers: { type: 'string', default: '1000' },
      subscribers: { type: 'string', default: '10' },
      rate: { type: 'string', default: '1' },
      seconds: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '5' },
      drain: { type: 'string', default: '15' },
      ramp: { type: 'string', default: '100' },
      brokers: { type: 'string', default: 'raw,embedded,mosquitto' },
      'mosquitto-url': { type: 'string' },
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
      out: { type: 'string' },
      profile: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const number = (name: string, value: string, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max)
      throw new Error(`--${name} must be between ${min} and ${max}`);
    return n;
  };
  const brokers = values.brokers.split(',').map((b) => b.trim());
  for (const b of brokers)
    if (b !== 'raw' && b !== 'embedded' && b !== 'mosquitto')
      throw new Error(`--brokers: unknown broker ${b}`);
  return {
    readers: Math.round(number('readers', values.readers, 1, 5000)),
    subscribers: Math.round(number('subscribers', values.subscribers, 1, 100)),
    rate: number('rate', values.rate, 0.01, 20),
    seconds: number('seconds', values.seconds, 1, 600),
    warmup: number('warmup', values.warmup, 0, 120),
    drain: number('drain', values.drain, 1, 120),
    ramp: Math.round(number('ramp', values.ramp, 1, 1000)),
    brokers: brokers as BrokerKind[],
    mosquittoUrl: values['mosquitto-url'],
    databaseUrl: values['database-url'],
    out: values.out,
    profile: values.profile,
  };
}
