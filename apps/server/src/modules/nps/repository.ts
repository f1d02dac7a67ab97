import type { Db } from '../../db/database';
import { npsResponses } from '../../db/schema';

export type NewNpsResponse = typeof npsResponses.$inferInsert;

/** The SQL of §2 NPS answers. */
export class NpsRepository {
  constructor(private readonly db: Db) {}

  async insert(response: NewNpsResponse): Promise<void> {
    await this.db.insert(npsResponses).values(response);
  }
}
