import { type ReaderCommand, readerCommandSchema } from '@ponto/domain';
import type { ReaderLogger } from '../simulation/logger';

const REMEMBERED_IDS = 1000;

/**
 * Commands as they arrive: each one is validated with the domain schema (invalid ones are logged and
 * dropped) and a repeated id is ignored, since QoS 1 delivers at least once.
 */
export class CommandInbox {
  private readonly seen = new Set<string>();

  constructor(private readonly logger: ReaderLogger) {}

  accept(payload: Buffer): ReaderCommand | null {
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      this.logger.warn('ignored a command that is not JSON');
      return null;
    }
    const parsed = readerCommandSchema.safeParse(json);
    if (!parsed.success) {
      this.logger.warn(
        `ignored an invalid command: ${parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`,
      );
      return null;
    }
    const command = parsed.data;
    if (this.seen.has(command.id)) {
      this.logger.debug(`ignored ${command.type} ${command.id}: already handled`);
      return null;
    }
    this.seen.add(command.id);
    // Sets iterate in insertion order: the first entry is the oldest.
    if (this.seen.size > REMEMBERED_IDS) this.seen.delete(this.seen.values().next().value as string);
    return command;
  }
}
