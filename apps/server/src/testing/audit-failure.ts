import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * Makes every append to the audit trail fail while `work` runs, as an unreachable or full table would
 * (docs/audit.md, fails closed). The app must have its own database (`createTestApp(…, { isolated: true })`):
 * the trigger would refuse the entries of the test files running beside it.
 */
export async function trailUnwritable<T>(app: TestApp, work: () => Promise<T>): Promise<T> {
  await app.database.db.execute(sql`
    CREATE FUNCTION audit_log_broken() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'audit_log unavailable'; END $$ LANGUAGE plpgsql`);
  await app.database.db.execute(sql`
    CREATE TRIGGER audit_log_broken BEFORE INSERT ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_broken()`);
  try {
    return await work();
  } finally {
    await app.database.db.execute(sql`DROP TRIGGER audit_log_broken ON audit_log`);
    await app.database.db.execute(sql`DROP FUNCTION audit_log_broken()`);
  }
}
