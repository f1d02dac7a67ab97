// §4/§9: a capsule inserted more than 10 minutes after its NFC read makes the exam invalid; the
// user may then cancel it or send it to recollect. The server measures the 10 minutes from the stored NFC
// instant by its own clock, so the journey moves that instant back 11 minutes in the portal's database
// (fixtures/portal-database.ts) rather than waiting; the virtual reader plays a user who inserts late.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { portalDatabaseReachable, withPortalDatabase } from '../fixtures/portal-database.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';
import { type Simulator, startSimulator } from './readers-simulator.ts';

const workplace = demoWorkplaces.clinic;
const cnpj = workplace.cnpj.replace(/\D/g, '');
/** HbA1c (exam 6, Flow): the clinic's valid demo lot. */
const lot = 'HBA106006001';

let simulator: Simulator | undefined;
let scenarioDir: string | undefined;

test.afterEach(async () => {
  await simulator?.stop();
  simulator = undefined;
  if (scenarioDir) rmSync(scenarioDir, { recursive: true, force: true });
});

test('a capsule inserted more than 10 minutes after its NFC read: the exam is invalid, then recollect', async ({
  page,
  baseURL,
}) => {
  test.skip(!portalDatabaseReachable(), 'needs the portal this run started (its database is moved in time)');
  test.setTimeout(180_000);
  scenarioDir = mkdtempSync(join(tmpdir(), 'ponto-scenario-'));
  const scenario = join(scenarioDir, 'scenario.json');
  writeFileSync(
    scenario,
    JSON.stringify({ device: { calibrationValidityMs: 30 * 86_400_000 }, exam: { lot, insertLate: true } }),
  );
  simulator = await startSimulator({
    baseURL: baseURL!,
    cnpj,
    family: 'Flow',
    // The reader's own late insertion (11 minutes of its time after the NFC read) comes 66 s later at this
    // pace: long after the countdown is read, even on a busy machine; the server's timer ends the run first.
    speed: 10,
    args: ['--scenario', scenario],
  });
  const code = simulator.codes[0]!;

  await signInAt(page, demoUsers.active, workplace);
  const headers = { Authorization: `Bearer ${await accessToken(page)}`, cnpj };
  const { examRequestId } = await createPreExam(page.request, headers, {
    fullName: 'Lívia Atrasada',
    sex: 'female',
    birthDate: '1990-01-02',
  });
  await page.goto(`/exame/${examRequestId}`);
  const reader = page.getByRole('combobox', { name: 'Leitor' });
  if (!(await reader.inputValue()).startsWith(code)) {
    await reader.click();
    await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
  }
  // The simulator has just started: the reader takes a moment to connect and boot.
  await expect(reader).toHaveValue(`${code} · Disponível`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Iniciar exame' }).click();
  await expect(page.getByText('Cápsula lida (NFC)')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Insira a cápsula em até 9 min/)).toBeVisible();

  // Eleven minutes pass for the server: the NFC read is now that old.
  const moved = await withPortalDatabase((db) =>
    db.query(
      `update exam_runs set nfc_read_at = nfc_read_at - interval '11 minutes', waiting_since = waiting_since - interval '11 minutes'
        where exam_request_id = $1 and ended_at is null`,
      [examRequestId],
    ),
  );
  expect(moved.rowCount).toBe(1);

  // The timer job or the late insertion, whichever comes first, ends the run: invalid, with its §8 advice.
  const error = page.getByRole('alert').filter({ hasText: 'Cápsula inserida fora do prazo' });
  await expect(error).toBeVisible({ timeout: 60_000 });
  await expect(error).toContainText('Cancele o exame ou envie-o para recoleta.');
  await expect(page.getByText('Inválido', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The user sends it to recollect (the capsule is spent; the recollect starts with the old code kept).
  await page.getByRole('button', { name: 'Solicitar recoleta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar recoleta' });
  await expect(dialog.getByText('O laudo é inválido: o motivo é opcional.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Solicitar' }).click();
  await expect(page.getByText('Aguardando recoleta', { exact: true }).first()).toBeVisible();
});
