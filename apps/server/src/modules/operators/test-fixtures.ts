import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import { createUser, createWorkplace, randomCpf } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import type { TestApp } from '../../testing/test-app';

export { signIn };

type UserValues = Parameters<typeof createUser>[1];

/** A workplace of its own, a user of it signed in (a manager unless told), and the headers of their calls. */
export async function personAt(app: TestApp, user: UserValues = { roles: ['operator', 'manager'] }) {
  const workplace = await createWorkplace(app.database.db);
  const created = await createUser(app.database.db, { ...user, workplaceIds: [workplace.id] });
  const tokens = await signIn(app, created);
  return {
    workplace,
    user: created,
    tokens,
    headers: { authorization: `Bearer ${tokens.accessToken}`, cnpj: workplace.cnpj },
  };
}

/** A valid new operator (§3, §5) with a fresh document and e-mail; override any part. */
export function newOperator(overrides: Record<string, unknown> = {}) {
  return {
    document: randomCpf(),
    name: 'Beatriz Nova',
    birthDate: '1992-03-08',
    sex: 'female',
    email: `op-${crypto.randomUUID()}@example.com`,
    council: { acronym: 'CRF', state: 'SP', number: '98765', profession: 'Farmacêutica' },
    ...overrides,
  };
}

/** The e-mails queued for a recipient (read from the outbox table: the test app runs no jobs). */
export async function mailsTo(app: TestApp, recipient: string) {
  return app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

/** The one-time token of a /nova-senha link in a message. */
export function tokenIn(text: string): string {
  const match = text.match(/nova-senha\?token=([\w%-]+)/);
  if (!match) throw new Error(`no password link in: ${text}`);
  return decodeURIComponent(match[1]!);
}
