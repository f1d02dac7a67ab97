import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workplaceReportLogos } from '../../db/schema';

/** The workplace's report logo, as the data: URL it was sent as. */
export class ReportLogoRepository {
  constructor(private readonly db: Db) {}

  async of(workplaceId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ image: workplaceReportLogos.image })
      .from(workplaceReportLogos)
      .where(eq(workplaceReportLogos.workplaceId, workplaceId));
    return row?.image ?? null;
  }

  async set(workplaceId: string, image: string, by: string, at: Date): Promise<void> {
    await this.db
      .insert(workplaceReportLogos)
      .values({ workplaceId, image, updatedBy: by, updatedAt: at })
      .onConflictDoUpdate({
        target: workplaceReportLogos.workplaceId,
        set: { image, updatedBy: by, updatedAt: at },
      });
  }

  async clear(workplaceId: string): Promise<void> {
    await this.db.delete(workplaceReportLogos).where(eq(workplaceReportLogos.workplaceId, workplaceId));
  }
}
