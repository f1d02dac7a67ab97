import { describe, expect, it } from 'vitest';
import {
  type ChainedFields,
  ChainWalk,
  canonicalJson,
  chainedText,
  entryHash,
  firstBroken,
  GENESIS_HASH,
} from './chain';

function chainOf(count: number) {
  const entries: Array<ChainedFields & { hash: string }> = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= count; seq++) {
    const fields: ChainedFields = {
      chain: 'workplace:w1',
      seq,
      at: new Date(Date.UTC(2026, 10, 25, 10, seq)),
      workplaceId: 'w1',
      actorId: 'u1',
      action: 'patientRead',
      outcome: 'success',
      targetType: 'patient',
      targetId: `p${seq}`,
      ip: '10.0.0.1',
      requestId: `r${seq}`,
      details: { b: 2, a: 1 },
      prevHash,
    };
    const hash = entryHash(fields);
    entries.push({ ...fields, hash });
    prevHash = hash;
  }
  return entries;
}

describe('the audit hash chain', () => {
  it('serialises objects with sorted keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: null }] })).toBe('{"a":[{"c":null,"d":1}],"b":1}');
  });

  it('hashes an entry as the canonical JSON of its chained fields, as every entry already written was', () => {
    const entry: ChainedFields & { id: number; hash: string } = {
      id: 41,
      hash: 'not covered',
      chain: 'workplace:w1',
      seq: 7,
      at: new Date(Date.UTC(2026, 10, 25, 10, 7, 3, 120)),
      workplaceId: 'w1',
      actorId: null,
      action: 'patientRead',
      outcome: 'success',
      targetType: 'examList',
      targetId: null,
      ip: '10.0.0.1',
      requestId: 'r"7',
      details: { route: 'GET /x', z: [1, { b: null, a: 'é' }] },
      prevHash: 'ab'.repeat(32),
    };
    const { id: _id, hash: _hash, ...covered } = entry;
    expect(chainedText(entry)).toBe(canonicalJson({ ...covered, at: entry.at.toISOString() }));
    expect(entryHash(entry)).toBe('9a16bbcbeec030c42d02ae7ced913f15faf734f8cef29b9fac9c08c262cbd91d');
  });

  it('holds for untouched entries', () => {
    expect(firstBroken(chainOf(5))).toBeNull();
    expect(firstBroken([])).toBeNull();
  });

  it('breaks where a field was changed', () => {
    const entries = chainOf(5);
    entries[2] = { ...entries[2]!, outcome: 'failure' };
    expect(firstBroken(entries)).toBe(3);
  });

  it('breaks where an entry was removed, even with its successor re-hashed', () => {
    const entries = chainOf(5);
    entries.splice(1, 1);
    expect(firstBroken(entries)).toBe(3);
    const relinked = { ...entries[1]!, seq: 2, prevHash: entries[0]!.hash };
    entries[1] = { ...relinked, hash: entryHash(relinked) };
    // Renumbered and re-hashed, the forged entry passes, but the next one still names the old hash.
    expect(firstBroken(entries)).toBe(4);
  });
});

describe('walking a chain in batches', () => {
  it('stops at the first broken entry and stays broken', () => {
    const entries = chainOf(4);
    entries[1] = { ...entries[1]!, targetId: 'other' };
    const walk = new ChainWalk();
    expect(walk.add(entries[0]!)).toBe(true);
    expect(walk.add(entries[1]!)).toBe(false);
    expect(walk.add(entries[2]!)).toBe(false);
    expect(walk.brokenAt).toBe(2);
  });
});
