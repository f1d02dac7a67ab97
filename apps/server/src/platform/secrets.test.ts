import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jwtSecret } from './secrets';

describe('the session signing secret', () => {
  it('is JWT_SECRET when set, otherwise one kept in DATA_DIR for the next start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-secret-'));
    try {
      expect(jwtSecret(dir, 'x'.repeat(32))).toBe('x'.repeat(32));
      const first = jwtSecret(dir, undefined);
      expect(first.length).toBeGreaterThanOrEqual(64);
      expect(jwtSecret(dir, undefined)).toBe(first);
      expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
