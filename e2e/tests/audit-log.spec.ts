// Audit trail on /gestao (issue 13, docs/audit.md): after a wrong password for her account, Elisa (manager)
// signs in and finds both attempts in her drugstore's trail, filters the failures, checks the chain is
// intact and exports the CSV, whose download is itself recorded. The page passes axe.
import { readFileSync } from 'node:fs';
import { demoUsers, demoWorkplaces, digits, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;

test('a manager reads the audit trail, filters it, checks it is intact and exports it', {
  tag: '@tablet',
}, async ({ page }) => {
  const wrong = await page.request.post('/auth/login', {
    data: { document: digits(demoUsers.manager.document), password: 'not-her-password' },
  });
  expect(wrong.status()).toBe(401);
  await signInAt(page, demoUsers.manager, workplace);
  await page.goto('/gestao');
  await expect(page.getByRole('heading', { name: 'Trilha de auditoria' })).toBeVisible();
  const trail = page.getByRole('table', {
    name: 'Registros da trilha de auditoria, do mais recente ao mais antigo',
  });
  await expect(trail.getByRole('row', { name: /Entrada Sucesso Elisa Gerente/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Only the failures: the wrong password is there, under her name.
  await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Entrada' });
  await page.getByRole('combobox', { name: 'Resultado' }).selectOption({ label: 'Falha' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(trail.getByRole('row', { name: /Entrada Falha Elisa Gerente/ }).first()).toBeVisible();
  await expect(trail.getByRole('row', { name: /Sucesso/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Verificar a integridade' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Trilha íntegra: \d+ registros/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`audit-${digits(workplace.cnpj)}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'seq,at,action,outcome,actorId,actorName,targetType,targetId,ip,requestId,details',
  );
  expect(csv).toContain(',login,failure,');
  await expect(page.getByText('Exportação baixada. Ela também ficou registrada na trilha.')).toBeVisible();

  // The export is in the trail now.
  await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Exportação' });
  await page.getByRole('combobox', { name: 'Resultado' }).selectOption({ label: 'Todos' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(
    trail.getByRole('row', { name: /Exportação Sucesso Elisa Gerente auditLog/ }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
