import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workplaceReportLogos } from '../../db/schema';

/** One workplace's report logo, as the data: URL it was sent as. */
export class ReportLogoRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async get(): Promise<string | null> {
    const [row] = await this.db
      .select({ image: workplaceReportLogos.image })
      .from(workplaceReportLogos)
      .where(eq(workplaceReportLogos.workplaceId, this.workplaceId));
    return row?.image ?? null;
  }

  async set(image: string, by: string, at: Date): Promise<void> {
    await this.db
      .insert(workplaceReportLogos)
      .values({ workplaceId: this.workplaceId, image, updatedBy: by, updatedAt: at })
      .onConflictDoUpdate({
        target: workplaceReportLogos.workplaceId,
        set: { image, updatedBy: by, updatedAt: at },
      });
  }

  async clear(): Promise<void> {
    await this.db.delete(workplaceReportLogos).where(eq(workplaceReportLogos.workplaceId, this.workplaceId));
  }
}
