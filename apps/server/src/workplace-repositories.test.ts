import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/database';
import { workplaceRepositories } from './workplace-repositories';

describe('a workplace’s repositories', () => {
  it('are made on first read, once, each bound to the workplace', () => {
    const repos = workplaceRepositories({} as pg.Pool)({} as Db, 'w1');
    const first = repos.schedule;
    expect(repos.schedule).toBe(first);
    expect((first as unknown as { workplaceId: string }).workplaceId).toBe('w1');
    expect('criticalNotices' in repos).toBe(true);
    // Another binding makes its own.
    const other = workplaceRepositories({} as pg.Pool)({} as Db, 'w2');
    expect(other.schedule).not.toBe(first);
    expect((other.schedule as unknown as { workplaceId: string }).workplaceId).toBe('w2');
  });
});
