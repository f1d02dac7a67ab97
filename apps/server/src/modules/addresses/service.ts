import { fieldError, normalisePostalCode } from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, validationError } from '../../platform/errors';
import type {
  CityOption,
  OfflineAddressBase,
  OfflineCountry,
  PostalCodePlace,
  StateOption,
} from './offline-base';
import type { PostalCodeProvider } from './provider';

export interface PostalCodeAddress extends PostalCodePlace {
  postalCode: string;
  country: OfflineCountry;
  source: 'offline' | 'provider';
}

/**
 * Postal code look-up (§7 implied call) and the national cities base. With a provider configured it is
 * asked first; when it fails or times out the offline base answers. A provider's firm "no such postal
 * code" is final: it knows more than the bundled base.
 */
export class AddressesService {
  constructor(
    private readonly base: OfflineAddressBase,
    private readonly provider: PostalCodeProvider | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async lookup(country: OfflineCountry, rawCode: string): Promise<PostalCodeAddress> {
    const postalCode = normalisePostalCode(country, rawCode);
    if (!postalCode) throw validationError([fieldError('code', 'invalidPostalCode')]);
    if (this.provider) {
      try {
        const answer = await this.provider.lookup(country, postalCode);
        if (!answer.found) throw new AppError('POSTAL_CODE_NOT_FOUND');
        return { postalCode, country, ...answer.place, source: 'provider' };
      } catch (error) {
        if (error instanceof AppError) throw error;
        this.log.warn(
          { err: error, country },
          'postal code provider failed; answering from the offline base',
        );
      }
    }
    const place = this.base.lookup(country, postalCode);
    if (!place) throw new AppError('POSTAL_CODE_NOT_FOUND');
    return { postalCode, country, ...place, source: 'offline' };
  }

  states(country: OfflineCountry): StateOption[] {
    return this.base.states(country);
  }

  cities(country: OfflineCountry, rawState: string | undefined, search: string, limit: number): CityOption[] {
    const state = country === 'BR' ? rawState?.toUpperCase() : rawState;
    if (state !== undefined && !this.base.states(country).some((s) => s.value === state))
      throw validationError([fieldError('state', country === 'PT' ? 'invalidDistrict' : 'invalidState')]);
    return this.base.searchCities(country, state, search, limit);
  }
}
