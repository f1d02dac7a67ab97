// Exam report (§2, §3, §5): the lab filters the period, exam and model, sees the rows, and downloads the
// CSV (the §3 columns, in order) and the ZIP of report PDFs of the same filters.
import { readFile } from 'node:fs/promises';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;
const HBA1C = 6;

test('filter the exam report, then download its CSV and ZIP', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.labAnalyst, workplace);
  const headers = {
    Authorization: `Bearer ${await accessToken(page)}`,
    cnpj: workplace.cnpj.replace(/\D/g, ''),
  };
  const patient = `Relatada ${[...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (Number.parseInt(c, 36) % 26))).join('')}`;
  const { examRequestId, protocolNumber } = await createPreExam(
    page.request,
    headers,
    { fullName: patient, sex: 'female', birthDate: '1980-01-02' },
    HBA1C,
  );
  const typed = await page.request.post(`/exam-requests/${examRequestId}/results`, {
    headers,
    data: { analytes: [{ code: 'HBA1C', value: '6.4' }] },
  });
  expect(typed.status(), await typed.text()).toBe(200);
  const released = await page.request.post(`/exam-requests/${examRequestId}/release`, { headers });
  expect(released.status(), await released.text()).toBe(200);

  await page.goto('/relatorio-exames');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Relatório de resultados de exames' }),
  ).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filtros do relatório' });
  const from = filters.getByLabel('Data inicial');
  const to = filters.getByLabel('Data final');
  const today = await to.inputValue();

  // §5: the initial date may not be after the final one; nothing is sent and what was chosen stays.
  await from.fill('2099-01-01');
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expect(filters.getByText('A data inicial não pode ser depois da final')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(to).toHaveValue(today);

  await from.fill(today);
  await filters.getByRole('combobox', { name: 'Exame' }).click();
  await page.getByRole('option', { name: 'Hemoglobina glicada' }).click();
  await filters.getByRole('combobox', { name: 'Modelo' }).click();
  await page.getByRole('option', { name: 'Digitado (sem leitor)' }).click();
  await filters.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row').filter({ hasText: patient });
  await expect(row).toContainText('HbA1c');
  await expect(row).toContainText(protocolNumber);
  await expectNoAxeViolations(page);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`relatorio-exames-${today}-${today}.csv`);
  const text = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.split('\r\n').filter(Boolean);
  expect(header?.split(',').slice(0, 5)).toEqual([
    'Documento',
    'Paciente',
    'Telefone',
    'Data do exame',
    'Analito',
  ]);
  expect(header?.split(',')).toHaveLength(31);
  expect(lines.some((line) => line.includes(patient) && line.includes(protocolNumber))).toBe(true);

  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar laudos (ZIP)' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toBe(`laudos-${today}-${today}.zip`);
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from(protocolNumber))).toBe(true); // the PDF of this exam is named by its protocol
});
