import type { DeviceFamily, ShelfLot } from '@ponto/domain';
import { VirtualReader } from '../reader/virtual-reader';
import type { Scenario } from '../scenario/scenario';
import { consoleLogger } from '../simulation/logger';

export interface DeviceCredentials {
  code: string;
  secret: string;
  family: DeviceFamily;
  brokerUrl: string;
  /** The lots in stock at the device's workplace, when the portal provisioned it. */
  shelf?: readonly ShelfLot[];
}

export interface FleetOptions {
  speed: number;
  scenario: Scenario;
  quiet: boolean;
  verbose: boolean;
}

/**
 * Runs a set of virtual readers until SIGINT or SIGTERM, then stops each one cleanly (a retained
 * offline status, then a normal disconnect) and resolves.
 */
export async function runFleet(devices: readonly DeviceCredentials[], options: FleetOptions): Promise<void> {
  const width = Math.max(...devices.map((d) => d.code.length));
  const readers = devices.map(
    (device) =>
      new VirtualReader({
        ...device,
        speed: options.speed,
        scenario: options.scenario,
        logger: consoleLogger(device.code.padEnd(width), { quiet: options.quiet, verbose: options.verbose }),
      }),
  );
  const stopped = new Promise<void>((resolve) => {
    const stop = async (signal: string) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      console.log(`${signal}: stopping ${readers.length} reader(s)`);
      await Promise.allSettled(readers.map((reader) => reader.stop()));
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  const started = await Promise.allSettled(readers.map((reader) => reader.start()));
  started.forEach((outcome, i) => {
    if (outcome.status === 'rejected')
      console.error(`${devices[i]!.code}: ${(outcome.reason as Error).message}`);
  });
  if (started.every((outcome) => outcome.status === 'rejected')) throw new Error('no reader could connect');
  console.log(
    `${started.filter((o) => o.status === 'fulfilled').length} reader(s) running at speed ${options.speed}; Ctrl+C stops them`,
  );
  await stopped;
}
