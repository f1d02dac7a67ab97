import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { users, userWorkplaces, workplaces } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';

function checkDigit(digits: number[], firstWeight: number): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (firstWeight - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A random valid CPF, so every test has its own people. */
export function randomCpf(): string {
  const base = Array.from(crypto.randomBytes(9), (b) => b % 10);
  const d1 = checkDigit(base, 10);
  const d2 = checkDigit([...base, d1], 11);
  return [...base, d1, d2].join('');
}

export function randomCnpj(): string {
  const base = Array.from(crypto.randomBytes(12), (b) => b % 10);
  const digit = (ds: number[]) => {
    const weights =
      ds.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = ds.reduce((acc, d, i) => acc + d * weights[i]!, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = digit(base);
  return [...base, d1, digit([...base, d1])].join('');
}

export async function createWorkplace(db: Db, values: Partial<typeof workplaces.$inferInsert> = {}) {
  const [row] = await db
    .insert(workplaces)
    .values({
      cnpj: randomCnpj(),
      name: `Test workplace ${crypto.randomUUID().slice(0, 8)}`,
      services: ['ponto', 'rapid_test'],
      ...values,
    })
    .returning();
  return row!;
}

export const TEST_PASSWORD = 'segredo123';

export async function createUser(
  db: Db,
  options: Partial<typeof users.$inferInsert> & { workplaceIds?: string[]; password?: string } = {},
) {
  const { workplaceIds = [], password = TEST_PASSWORD, ...values } = options;
  const [row] = await db
    .insert(users)
    .values({
      document: randomCpf(),
      name: 'Test User',
      passwordHash: await hashPassword(password),
      ...values,
    })
    .returning();
  for (const workplaceId of workplaceIds)
    await db.insert(userWorkplaces).values({ userId: row!.id, workplaceId });
  return { ...row!, password };
}
