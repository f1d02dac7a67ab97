import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { buildOru } from './oru';
import { Hl7OutboxRepository } from './repository';

/** Names in the catalogue are by locale; the LIS gets the portal's first language, Brazilian Portuguese. */
function nameOf(names: Record<string, string>, fallback: string): string {
  return names['pt-BR'] ?? Object.values(names)[0] ?? fallback;
}

/** MSH-10 is at most 20 characters in v2.5.1: 80 random bits in hex. */
function newControlId(): string {
  return crypto.randomBytes(10).toString('hex');
}

/**
 * On release: an ORU^R01 for the exam, when its workplace's LIS is configured and on. Written in the
 * release's transaction (the message exists only if the release commits) and sent by the HL7 worker. An
 * animal's exam has no patient to identify in PID and is not sent.
 *
 * On rectification (`corrected`: the analytes whose value changed): a corrected ORU^R01 with its own control
 * id, through the same outbox; only when the LIS was sent the exam before, since a correction replaces a
 * result the LIS has.
 */
export async function enqueueOru(
  db: Db,
  exam: { workplaceId: string; examRequestId: string },
  now: Date,
  corrected?: { analytes: readonly string[] },
): Promise<void> {
  const outbox = new Hl7OutboxRepository(db);
  if (!(await outbox.enabledConfig(exam.workplaceId))) return;
  if (corrected && !(await outbox.wasSent(exam.examRequestId))) return;
  const found = await outbox.exam(exam.examRequestId);
  if (!found?.patientId || !found.releasedAt) return;
  const results = await outbox.results(exam.examRequestId);
  const controlId = newControlId();
  const message = buildOru({
    controlId,
    at: now,
    facility: found.cnpj,
    patient: {
      documentType: found.documentType ?? '',
      documentNumber: found.documentNumber ?? '',
      fullName: found.fullName ?? '',
      birthDate: found.birthDate ?? '',
      sex: found.sex,
    },
    order: {
      protocolNumber: found.protocolNumber,
      examCode: found.examCode,
      examName: nameOf(found.examName, found.examCode),
      sampleType: found.sampleType,
      requestedAt: found.requestedAt,
      releasedAt: found.releasedAt,
    },
    results: results.map((r) => ({
      analyteCode: r.analyteCode,
      analyteName: nameOf(r.analyteName, r.analyteCode),
      qualitative: r.qualitative,
      value: r.value,
      unit: r.unit,
      lowerLimit: r.lowerLimit,
      upperLimit: r.upperLimit,
      valid: r.valid,
      resultAt: r.resultAt,
    })),
    ...(corrected && { corrected }),
  });
  await outbox.enqueue({
    workplaceId: exam.workplaceId,
    examRequestId: exam.examRequestId,
    controlId,
    protocolNumber: found.protocolNumber,
    examCode: found.examCode,
    corrected: !!corrected,
    message,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
  });
}
