import { createHash } from 'node:crypto';
import { reportHashInput } from '@ponto/domain';
import type { ResultRepository } from './repository';

/** The released report's hashcode (§3): SHA-256 of what it states (domain reportHashInput). */
export async function reportHashOf(
  repo: ResultRepository,
  request: { id: string; protocolNumber: string; examCode: string; patientName: string },
  releasedAt: Date,
): Promise<string> {
  const results = await repo.of(request.id);
  const input = reportHashInput({
    examRequestId: request.id,
    protocolNumber: request.protocolNumber,
    examCode: request.examCode,
    patientName: request.patientName,
    releasedAt: releasedAt.toISOString(),
    results,
  });
  return createHash('sha256').update(input).digest('hex');
}
