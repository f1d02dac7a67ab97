import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { driveThroughPlaces, workplaces } from '../db/schema';

/** Drive-through lanes of the drugstore and the clinic (docs/demo-data.md); times are taken in the portal. */
export async function seedDemoDriveThrough(db: Db): Promise<void> {
  const rows = await db
    .select({ id: workplaces.id, cnpj: workplaces.cnpj })
    .from(workplaces)
    .where(inArray(workplaces.cnpj, ['11222333000181', '22333444000181']));
  for (const workplace of rows) {
    const lanes =
      workplace.cnpj === '11222333000181'
        ? [
            { name: 'Drive-thru 1', opensAt: '07:00', closesAt: '22:00' },
            { name: 'Drive-thru 2', opensAt: '08:00', closesAt: '18:00' },
          ]
        : [{ name: 'Drive-thru', opensAt: '07:00', closesAt: '19:00' }];
    await db
      .insert(driveThroughPlaces)
      .values(lanes.map((lane) => ({ workplaceId: workplace.id, ...lane })))
      .onConflictDoNothing();
  }
}
