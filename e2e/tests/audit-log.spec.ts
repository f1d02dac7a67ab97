// Audit trail on /gestao (docs/audit.md): after a wrong password for her account, Elisa (manager)
// signs in, prints a protocol sheet (the browser prints only once the server has recorded it), and finds
// all of it in her drugstore's trail: she filters her failed sign-ins, checks the chain is intact and
// exports the CSV, whose download is itself recorded. The page passes axe.
import { readFileSync } from 'node:fs';
import { demoUsers, demoWorkplaces, digits, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;

test('a manager reads the audit trail, filters it, checks it is intact and exports it', {
  tag: '@tablet',
}, async ({ page }) => {
  const wrong = await page.request.post('/auth/login', {
    data: { document: digits(demoUsers.manager.document), password: 'not-her-password' },
  });
  expect(wrong.status()).toBe(401);
  await signInAt(page, demoUsers.manager, workplace);

  // A protocol sheet printed from the protocol table.
  const { id: preExamId, protocolNumber } = await createPreExam(
    page.request,
    { Authorization: `Bearer ${await accessToken(page)}`, cnpj: digits(workplace.cnpj) },
    { fullName: 'Sara Auditada', sex: 'female', birthDate: '1971-05-06' },
    6,
  );
  await page.goto('/medical-protocol');
  const search = page.getByRole('textbox', { name: 'Buscar' });
  await search.fill(protocolNumber);
  await search.press('Enter');
  await page.getByRole('button', { name: `Imprimir o protocolo ${protocolNumber}` }).click();
  const sheet = page.getByRole('dialog', { name: `Protocolo ${protocolNumber}` });
  // The browser's print dialog is not ours to drive: note that it was asked for.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await sheet.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.keyboard.press('Escape');

  await page.goto('/gestao');
  await expect(page.getByRole('heading', { name: 'Trilha de auditoria' })).toBeVisible();
  const trail = page.getByRole('table', {
    name: 'Registros da trilha de auditoria, do mais recente ao mais antigo',
  });
  await expect(trail.getByRole('row', { name: /Entrada Sucesso Elisa Gerente/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Only hers, only the failures: the wrong password is there.
  await page.getByRole('combobox', { name: 'Quem' }).selectOption({ label: 'Elisa Gerente' });
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
  // UTF-8 with a byte order mark, like Ponto's other CSV exports (accents intact in spreadsheets).
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\r\n')[0]).toBe(
    'seq,at,action,outcome,actorId,actorName,targetType,targetId,ip,requestId,details',
  );
  expect(csv).toContain(',login,failure,');
  expect(csv).not.toContain(',login,success,'); // the export follows the filters
  await expect(page.getByText('Exportação baixada. Ela também ficou registrada na trilha.')).toBeVisible();

  // The export is in the trail now.
  await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Exportação' });
  await page.getByRole('combobox', { name: 'Resultado' }).selectOption({ label: 'Todos' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(
    trail.getByRole('row', { name: /Exportação Sucesso Elisa Gerente auditLog/ }).first(),
  ).toBeVisible();

  // So is the print, and the protocol table she read it from.
  await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Impressão' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(
    trail.getByRole('row', { name: `Impressão Sucesso Elisa Gerente protocolSheet ${preExamId}` }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Leitura de dados de paciente' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(
    trail
      .getByRole('row', { name: /Leitura de dados de paciente Sucesso Elisa Gerente protocolList/ })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
