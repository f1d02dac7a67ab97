import { describe, expect, it } from 'vitest';
import { readiness } from './readiness';

const ok = async () => {};
const down = async () => {
  throw new Error('down');
};

describe('readiness', () => {
  it('is ok when every part answers', async () => {
    expect(await readiness({ database: ok, broker: ok, files: ok })).toEqual({
      database: 'ok',
      broker: 'ok',
      files: 'ok',
    });
  });

  it('names each part that fails, and one that does not answer within a second', async () => {
    const started = Date.now();
    const checks = await readiness({ database: down, broker: ok, files: () => new Promise(() => {}) });
    expect(checks).toEqual({ database: 'unavailable', broker: 'ok', files: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
