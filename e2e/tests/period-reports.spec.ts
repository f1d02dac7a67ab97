// Reports over a period (§2, §3, §5): a released positive HIV result is a mandatory notification (a positive
// Covid-19 antigen too, with its RNDS document, docs/rnds.md); the
// services report counts the exams and what was paid; the Covid-19 report counts the antigen tests by
// result. Each page has its CSV and passes axe. The drugstore's lab analyst releases the results.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;
const HIV = 2;
const COVID_AG = 1;

const letters = () =>
  [...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (Number.parseInt(c, 36) % 26))).join('');

async function releasedResult(page: Page, examIndex: number, code: string, value: string, extra = {}) {
  const headers = {
    Authorization: `Bearer ${await accessToken(page)}`,
    cnpj: workplace.cnpj.replace(/\D/g, ''),
  };
  const patient = `Relato ${letters()}`;
  const created = await createPreExam(
    page.request,
    headers,
    { fullName: patient, sex: 'female', birthDate: '1990-04-05' },
    examIndex,
    extra,
  );
  const typed = await page.request.post(`/exam-requests/${created.examRequestId}/results`, {
    headers,
    data: { analytes: [{ code, value }] },
  });
  expect(typed.status(), await typed.text()).toBe(200);
  const released = await page.request.post(`/exam-requests/${created.examRequestId}/release`, { headers });
  expect(released.status(), await released.text()).toBe(200);
  return { ...created, patient };
}

async function search(page: Page, form: string) {
  await page.getByRole('form', { name: form }).getByRole('button', { name: 'Buscar' }).click();
}

async function csvOf(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return { name: download.suggestedFilename(), lines: text.split('\r\n').filter(Boolean) };
}

test('notifications, services and Covid-19 reports of the period', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.labAnalyst, workplace);
  const hiv = await releasedResult(page, HIV, 'HIV_AB', '1', { pricePaidCents: 6900, method: 'pix' });
  await releasedResult(page, COVID_AG, 'SARS_COV_2_AG', '0', {
    quizForm: { [COVID_AG]: { symptoms: false } },
  });
  const covidPositive = await releasedResult(page, COVID_AG, 'SARS_COV_2_AG', '1', {
    quizForm: { [COVID_AG]: { symptoms: true } },
  });

  await page.goto('/relatorio');
  await page.getByRole('link', { name: 'Notificações compulsórias' }).click();
  await expect(page).toHaveURL(/\/notificacoes-compulsorias$/);
  await search(page, 'Notificações compulsórias');
  const row = page.getByRole('row').filter({ hasText: hiv.patient });
  await expect(row).toContainText(hiv.protocolNumber);
  await expect(row).toContainText('HIV');
  await expectNoAxeViolations(page);
  const notifications = await csvOf(page, 'Baixar CSV');
  expect(notifications.lines[0]?.split(',')).toHaveLength(16);
  expect(notifications.lines.some((line) => line.includes(hiv.patient))).toBe(true);

  // RNDS: HIV has no RNDS exam code; the Covid-19 antigen's document downloads, and the period's ZIP.
  await expect(row).toContainText('Não recebido pela RNDS');
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Documento RNDS do protocolo ${covidPositive.protocolNumber}` })
    .click();
  const rnds = await downloading;
  const document = JSON.parse(await readFile(await rnds.path(), 'utf8'));
  expect(document).toMatchObject({ resourceType: 'Bundle', type: 'document' });
  expect(document.entry[0].resource.meta.profile).toEqual([
    'http://www.saude.gov.br/fhir/r4/StructureDefinition/BRResultadoExameLaboratorial-1.1',
  ]);
  const zipping = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar período (RNDS)' }).click();
  expect((await zipping).suggestedFilename()).toMatch(/^rnds-.*\.zip$/);

  await page.goto('/relatorio-servicos');
  await search(page, 'Relatório de serviços');
  const hivLine = page
    .getByRole('table', { name: 'Serviços do período por exame' })
    .getByRole('row', { name: /^HIV/ });
  await expect(hivLine).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recebido por forma de pagamento' })).toContainText('Pix');
  await expectNoAxeViolations(page);
  const services = await csvOf(page, 'Baixar CSV');
  expect(services.name).toMatch(/^relatorio-servicos-.*\.csv$/);

  await page.goto('/relatorio-covid');
  await search(page, 'Relatório Covid-19');
  const covid = page.getByRole('table', { name: 'Exames de Covid-19 por dia' });
  await expect(covid.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const covidCsv = await csvOf(page, 'Baixar CSV');
  expect(covidCsv.lines.length).toBeGreaterThan(1);
});
