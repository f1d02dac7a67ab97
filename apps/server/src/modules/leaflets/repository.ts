import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { exams, leaflets } from '../../db/schema';

export type LeafletRow = NonNullable<Awaited<ReturnType<LeafletRepository['byCode']>>>;

export class LeafletRepository {
  constructor(private readonly db: Db) {}

  /** A published leaflet with the exam it describes. */
  async byCode(code: string) {
    const [row] = await this.db
      .select({
        code: leaflets.code,
        version: leaflets.version,
        publishedOn: leaflets.publishedOn,
        sections: leaflets.sections,
        tutorial: leaflets.tutorial,
        examCode: exams.code,
        examName: exams.name,
      })
      .from(leaflets)
      .innerJoin(exams, eq(exams.id, leaflets.examId))
      .where(eq(leaflets.code, code));
    return row ?? null;
  }
}
