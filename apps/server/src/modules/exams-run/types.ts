import type { DeviceFamily, ExamState } from '@ponto/domain';
import type { examRuns } from '../../db/schema';

export interface WorkplaceRef {
  id: string;
  cnpj: string;
}

export interface Actor {
  id: string;
  roles: readonly string[];
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
}
