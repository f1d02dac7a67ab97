// Users a spec creates for itself, so that no demo user's password or state changes under other specs.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoUsers,
  demoWorkplaces,
  digits,
  linkIn,
  newestOutboxMessage,
} from '../fixtures/index.ts';
import { randomCpf } from './new-exam-helpers.ts';

/** A name nobody else in the run has: letters only (§5 operator name). */
export function uniqueName(first: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const tag = Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26)]).join('');
  return `${first} ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
}

/**
 * An operator of the drugstore created by Elisa (manager) through the API, whose password is then set
 * through the e-mailed link, as the operator would do it.
 */
export async function operatorWithPassword(
  request: APIRequestContext,
  password: string,
  firstName: string,
): Promise<{ id: string; document: string; name: string; password: string }> {
  const manager = await request.post('/auth/login', {
    data: { document: digits(demoUsers.manager.document), password: DEMO_PASSWORD },
  });
  expect(manager.status(), await manager.text()).toBe(200);
  const document = randomCpf();
  const name = uniqueName(firstName);
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const after = new Date(Date.now() - 1000);
  const created = await request.post('/operators', {
    headers: {
      Authorization: `Bearer ${(await manager.json()).accessToken}`,
      cnpj: digits(demoWorkplaces.drugstore.cnpj),
    },
    data: { document, name, birthDate: '1990-05-10', sex: 'female', email },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const mail = await newestOutboxMessage(request, { to: email, after, channel: 'email' });
  const token = new URLSearchParams(linkIn(mail).split('?')[1]).get('token');
  const confirm = await request.post('/auth/password-reset/confirm', {
    data: { token, password, confirmation: password },
  });
  expect(confirm.status(), await confirm.text()).toBe(204);
  return { id, document, name, password };
}
