import type { Device } from '@medplum/fhirtypes';
import type { ReaderRow } from './repository';
import { systems } from './systems';

/** A point-of-care reader as the Device that measured results. */
export function deviceResource(row: ReaderRow): Device {
  return {
    resourceType: 'Device',
    id: row.id,
    identifier: [{ system: systems.readerCode, value: row.code }],
    status: 'active',
    serialNumber: row.code,
    deviceName: [{ name: `${row.family} ${row.code}`, type: 'user-friendly-name' }],
    type: { text: `${row.family} point-of-care reader${row.virtual ? ' (virtual)' : ''}` },
    ...(row.workplaceId && { owner: { reference: `Organization/${row.workplaceId}` } }),
  };
}
