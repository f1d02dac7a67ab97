import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';
import { OfflineAddressBase } from './offline-base';
import { HttpPostalCodeProvider } from './provider';
import { addressesRoutes } from './routes';
import { AddressesService } from './service';

/** The addresses area wired from the configuration: the bundled base, and the online provider when set. */
export async function addressesModule(app: FastifyInstance, { config }: { config: Config }) {
  const provider = config.POSTAL_CODE_PROVIDER_URL
    ? new HttpPostalCodeProvider(config.POSTAL_CODE_PROVIDER_URL, config.POSTAL_CODE_PROVIDER_TIMEOUT_MS)
    : null;
  const addresses = new AddressesService(new OfflineAddressBase(), provider, app.log);
  await addressesRoutes(app, { addresses });
}
