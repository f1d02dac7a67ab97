import { type CalibrationValidity, calibrationValidity, type ReaderOverview } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { signedInAnswer } from './lazy-schemas';

/**
 * The readers of a workplace (§7 GET /workplace/getScanners), shared by the readers tab, calibrations and
 * the live connection, which writes device status into this very cache entry (no second store).
 */
export const readersQueryKey = (cnpj: string) => ['readers', cnpj, 'list'] as const;

export function getReaders(api: ApiClient, cnpj: string): Promise<ReaderOverview[]> {
  return api.request('/workplace/getScanners', {
    headers: { cnpj },
    schema: signedInAnswer('readerListSchema'),
  });
}

export function readersQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: readersQueryKey(cnpj),
    queryFn: () => getReaders(api, cnpj),
  });
}

/**
 * The calibration validity now: the server computed it when the list was read, but "expires in under
 * 1 hour" (§4) changes with the clock, so it is worked out again from expiresAt whenever a tile renders.
 */
export function currentCalibrationValidity(
  calibration: ReaderOverview['calibration'],
  now: number,
): CalibrationValidity {
  const { validity, expiresAt } = calibration;
  if (validity === 'none' || validity === 'rejected' || !expiresAt) return validity;
  return calibrationValidity({ approved: true, expiresAt }, new Date(now));
}
