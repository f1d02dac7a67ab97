import type { DeviceFamily, ExamState } from '@ponto/domain';
import type { examRuns } from '../../db/schema';

export interface WorkplaceRef {
  id: string;
  cnpj: string;
}

export interface Actor {
  id: string;
  roles: readonly string[];
  /** §6 labAnalyst: confirms results where analysis is local. */
  labAnalyst?: boolean;
}

export type RunRow = typeof examRuns.$inferSelect;

/** An exam request with what running it needs: its exam, workplace, protocol, patient and recollect. */
export interface RequestRow {
  id: string;
  workplaceId: string;
  cnpj: string;
  status: ExamState;
  examIndex: number;
  examId: string;
  examCode: string;
  examName: Record<string, string>;
  instructions: Record<string, Record<string, string>>;
  family: DeviceFamily;
  createdAt: Date;
  preExamId: string;
  protocolNumber: string;
  patientName: string;
  recollectReason: string | null;
  recollectRequestedAt: Date | null;
  recollectDeadlineAt: Date | null;
  recollectedAt: Date | null;
  oldCapsuleCode: string | null;
  rating: number | null;
  releasedAt: Date | null;
  /** Whether the exam was on the local-analysis list when last loaded or published (§4). */
  listed?: boolean;
  /** §2 the report languages chosen at registration. */
  reportLanguages: string[];
  /** §6 workplace permissions (drugstore, international: local analysis) and its network (group). */
  workplacePermissions: string[];
  workplaceGroup: string | null;
  /** Where its clocks are read: the exam page shows times in it, as the report prints them. */
  workplaceTimeZone: string;
}
