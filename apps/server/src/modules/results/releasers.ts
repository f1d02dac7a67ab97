import { isReleaser, type Role } from '@ponto/domain';
import type { Db } from '../../db/database';
import { OperatorsRepository } from '../operators/repository';

export interface Releaser {
  id: string;
  name: string;
  /** As a result sheet prints it: "CRBM-SP 23456", or null when the council data are missing. */
  council: string | null;
}

/** The people of the workplace a ready result waits for (domain isReleaser), by name. */
export async function releasersOf(db: Db, workplaceId: string, localAnalysis: boolean): Promise<Releaser[]> {
  const workers = await new OperatorsRepository(db, workplaceId).workers();
  return workers
    .filter((w) => isReleaser({ ...w, roles: w.roles as Role[] }, localAnalysis))
    .map((w) => ({
      id: w.id,
      name: w.name,
      council:
        w.councilAcronym && w.councilState && w.councilNumber
          ? `${w.councilAcronym}-${w.councilState} ${w.councilNumber}`
          : null,
    }));
}
