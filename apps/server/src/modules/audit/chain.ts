import crypto from 'node:crypto';

/** The hash an empty chain starts from. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an entry that its hash covers: everything but the database id and the hash itself. */
export interface ChainedFields {
  chain: string;
  seq: number;
  at: Date;
  workplaceId: string | null;
  actorId: string | null;
  action: string;
  outcome: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  requestId: string | null;
  details: Record<string, unknown>;
  prevHash: string;
}

/** JSON with object keys sorted at every level, so the same entry always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const json = JSON.stringify;

/**
 * canonicalJson of the entry's chained fields (and only those: not its database id or own hash), spelt out
 * field by field in canonicalJson's key order (code-unit order): it runs for every audited call, and a loop
 * over the keys reads the entry by a key that changes at every step, which V8 cannot make fast. Every field
 * is present (null when empty), as in every entry written or read back.
 */
export function chainedText(e: ChainedFields): string {
  return (
    `{"action":${json(e.action)},"actorId":${json(e.actorId)},"at":"${e.at.toISOString()}",` +
    `"chain":${json(e.chain)},"details":${canonicalJson(e.details)},"ip":${json(e.ip)},` +
    `"outcome":${json(e.outcome)},"prevHash":${json(e.prevHash)},"requestId":${json(e.requestId)},` +
    `"seq":${json(e.seq)},"targetId":${json(e.targetId)},"targetType":${json(e.targetType)},` +
    `"workplaceId":${json(e.workplaceId)}}`
  );
}

/** SHA-256 of the entry with its predecessor's hash: changing, inserting or removing an entry breaks the chain. */
export function entryHash(entry: ChainedFields): string {
  return crypto.hash('sha256', chainedText(entry), 'hex');
}

/**
 * Walks a chain entry by entry, from its first: the first entry whose position, predecessor link or own hash
 * is wrong is where it breaks. Fed in batches, so a long chain never sits whole in memory.
 */
export class ChainWalk {
  private previous = GENESIS_HASH;
  private expectedSeq = 1;
  brokenAt: number | null = null;

  /** Takes the next entry; false once the chain is broken. */
  add(entry: ChainedFields & { hash: string }): boolean {
    if (this.brokenAt !== null) return false;
    if (
      entry.seq !== this.expectedSeq ||
      entry.prevHash !== this.previous ||
      entryHash(entry) !== entry.hash
    ) {
      this.brokenAt = entry.seq;
      return false;
    }
    this.previous = entry.hash;
    this.expectedSeq += 1;
    return true;
  }
}

/** The first entry (by seq) whose predecessor link or own hash is wrong, or null when the chain holds. */
export function firstBroken(entries: Array<ChainedFields & { hash: string }>): number | null {
  const walk = new ChainWalk();
  for (const entry of entries) if (!walk.add(entry)) break;
  return walk.brokenAt;
}
