import type { ReaderStatusMessage } from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { ReadersRepository } from './repository';
import { type PendingStatus, StatusWriter } from './status-writer';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

function status(readerId: string, state: string, ts: string): PendingStatus {
  return { readerId, cnpj: '11222333000181', message: { state, ts } as unknown as ReaderStatusMessage };
}

function statusWriter() {
  const saved: Array<Array<{ id: string; offline: boolean; status: unknown }>> = [];
  const repo = {
    saveStatuses: async (rows: Array<{ id: string; offline: boolean; status: unknown }>) => {
      saved.push(rows);
    },
  } as unknown as ReadersRepository;
  const republished: PendingStatus[] = [];
  const writer = new StatusWriter(repo, async (s) => void republished.push(s), log, 1_000_000);
  return { writer, saved, republished };
}

describe('batched reader statuses', () => {
  it('republishes each status at once, before it is written, and writes many readers in one statement', async () => {
    const { writer, saved, republished } = statusWriter();
    writer.add(status('a', 'idle', '2026-01-01T00:00:01Z'));
    writer.add(status('b', 'idle', '2026-01-01T00:00:01Z'));
    expect(republished.map((s) => s.readerId)).toEqual(['a', 'b']);
    expect(saved).toHaveLength(0);
    await writer.flush();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('does not republish a status older than one already republished, but always a last will', async () => {
    const { writer, republished } = statusWriter();
    writer.add(status('a', 'measuring', '2026-01-01T00:00:02Z'));
    writer.add(status('a', 'idle', '2026-01-01T00:00:01Z'));
    writer.add(status('a', 'offline', '2026-01-01T00:00:00Z'));
    writer.add({ ...status('c', 'idle', '2026-01-01T00:00:03Z'), cnpj: null });
    expect(republished.map((s) => s.message.state)).toEqual(['measuring', 'offline']);
  });

  it('keeps the newest status of a reader within a batch, and a last will over anything', async () => {
    const { writer, saved } = statusWriter();
    writer.add(status('a', 'measuring', '2026-01-01T00:00:02Z'));
    writer.add(status('a', 'idle', '2026-01-01T00:00:01Z'));
    writer.add(status('b', 'idle', '2026-01-01T00:00:05Z'));
    writer.add(status('b', 'offline', '2026-01-01T00:00:00Z'));
    await writer.flush();
    const rows = Object.fromEntries(saved[0]!.map((r) => [r.id, r]));
    expect((rows.a!.status as { state: string }).state).toBe('measuring');
    expect(rows.b).toMatchObject({ offline: true });
  });

  it('writes what is pending when it stops, and nothing after', async () => {
    const { writer, saved } = statusWriter();
    writer.add(status('a', 'idle', '2026-01-01T00:00:01Z'));
    await writer.stop();
    writer.add(status('b', 'idle', '2026-01-01T00:00:02Z'));
    await writer.flush();
    expect(saved.flat().map((r) => r.id)).toEqual(['a']);
  });

  it('tells the status a reader sent until it is stored, while gathered and while its write is under way', async () => {
    let finishWrite: (() => void) | undefined;
    const repo = {
      saveStatuses: () => new Promise<void>((resolve) => (finishWrite = resolve)),
    } as unknown as ReadersRepository;
    const writer = new StatusWriter(repo, async () => {}, log, 1_000_000);
    expect(writer.unwritten('a')).toBeUndefined();
    writer.add(status('a', 'booting', '2026-01-01T00:00:01Z'));
    writer.add(status('a', 'idle', '2026-01-01T00:00:02Z'));
    expect(writer.unwritten('a')?.state).toBe('idle');
    const written = writer.flush();
    expect(writer.unwritten('a')?.state).toBe('idle');
    await vi.waitFor(() => expect(finishWrite).toBeDefined());
    finishWrite?.();
    await written;
    expect(writer.unwritten('a')).toBeUndefined();
  });
});
