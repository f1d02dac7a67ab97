import type { DeviceFamily } from '@ponto/domain';
import type { CliArgs } from './args';
import { demoFamilies } from './demo-plan';
import type { DeviceCredentials } from './fleet';
import { PortalApi } from './portal-api';

/** Signs in and provisions the requested readers (or the demo set) on the portal. */
export async function provisionDevices(args: CliArgs & { api: string }): Promise<DeviceCredentials[]> {
  const api = new PortalApi(args.api);
  const { accessToken, session } = await api.login(args.user, args.password);
  const orders: Array<{ cnpj: string; family: DeviceFamily; count: number }> = [];
  if (args.demo) {
    for (const workplace of session?.availableWorkplaces ?? []) {
      for (const family of demoFamilies(workplace)) orders.push({ cnpj: workplace.cnpj, family, count: 1 });
    }
    if (orders.length === 0) throw new Error(`${args.user} sees no workplace that runs readers`);
  } else {
    if (!args.workplace) throw new Error('--workplace <cnpj> is required with --api (or use --demo)');
    orders.push({ cnpj: args.workplace, family: args.family, count: args.count });
  }
  const devices: DeviceCredentials[] = [];
  for (const order of orders) {
    const answer = await api.provisionVirtualReaders(
      accessToken,
      order.cnpj,
      order.family,
      order.count,
      args.rekey,
    );
    const brokerUrl = args.broker ?? answer.brokerUrl;
    for (const reader of answer.readers) {
      if (!args.quiet)
        console.log(`${reader.code}: ${reader.family} at workplace ${order.cnpj}, broker ${brokerUrl}`);
      devices.push({ ...reader, brokerUrl, shelf: answer.shelf });
    }
  }
  return devices;
}
