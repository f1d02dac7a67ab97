import { reportLogoBase64 } from '@ponto/domain';
import type { Db } from '../../db/database';
import { ReportLogoRepository } from './repository';

/** The logo a workplace's report carries: its own when a manager set one, else the portal's. */
export function reportLogoOf(db: Db, portalLogo: () => Promise<Buffer | null>) {
  return async (workplaceId: string): Promise<Buffer | null> => {
    const own = await new ReportLogoRepository(db, workplaceId).get();
    return own ? Buffer.from(reportLogoBase64(own), 'base64') : portalLogo();
  };
}
