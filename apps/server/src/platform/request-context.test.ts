import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { Authenticated, WorkplaceRow } from './caller';
import { requestContext } from './request-context';

const caller = { user: { id: 'u1' } } as unknown as Authenticated;
const workplace = { id: 'w1' } as unknown as WorkplaceRow;

function fakeDb(name: string): Db {
  const db = {
    name,
    transaction: async (work: (tx: Db) => Promise<unknown>) => work(fakeDb(`${name}/tx`)),
  };
  return db as unknown as Db;
}

describe('the request context', () => {
  it('binds the repositories to the workplace on first use, once', () => {
    const made: string[] = [];
    const context = requestContext(
      fakeDb('pool'),
      (db, workplaceId) => {
        made.push(`${(db as unknown as { name: string }).name}:${workplaceId}`);
        return { workplaceId };
      },
      caller,
      workplace,
    );
    expect(made).toEqual([]);
    expect(context.repos.workplaceId).toBe('w1');
    expect(context.repos).toBe(context.repos);
    expect(made).toEqual(['pool:w1']);
    expect(context.caller).toBe(caller);
    expect(context.workplace).toBe(workplace);
  });

  it('hands a transaction the same repositories bound to it, and the transaction itself', async () => {
    const context = requestContext(
      fakeDb('pool'),
      (db, workplaceId) => ({ db: (db as unknown as { name: string }).name, workplaceId }),
      caller,
      workplace,
    );
    const seen = await context.transaction(async (repos, tx) => ({
      repos,
      tx: (tx as unknown as { name: string }).name,
    }));
    expect(seen).toEqual({ repos: { db: 'pool/tx', workplaceId: 'w1' }, tx: 'pool/tx' });
  });
});
