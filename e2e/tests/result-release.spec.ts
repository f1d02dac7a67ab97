// Release and rectify (§2, §4, §6): at the drugstore (local analysis) the lab analyst releases a typed
// result from the exam page, then rectifies it after confirming, with a reason; the history keeps the old
// value. The protocol table shows the protocol awaiting release until then.
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;
const HBA1C = 6;

test('the lab analyst releases a result, then rectifies it', { tag: '@tablet' }, async ({
  page,
  browser,
}) => {
  await signInAt(page, demoUsers.labAnalyst, workplace);
  const headers = {
    Authorization: `Bearer ${await accessToken(page)}`,
    cnpj: workplace.cnpj.replace(/\D/g, ''),
  };
  const { protocolNumber, examRequestId } = await createPreExam(
    page.request,
    headers,
    { fullName: 'Rita Liberada', sex: 'female', birthDate: '1968-03-04' },
    HBA1C,
  );
  const typed = await page.request.post(`/exam-requests/${examRequestId}/results`, {
    headers,
    data: { analytes: [{ code: 'HBA1C', value: '6.1' }] },
  });
  expect(typed.status(), await typed.text()).toBe(200);

  await page.goto('/medical-protocol');
  const search = page.getByRole('textbox', { name: 'Buscar' });
  await search.fill(protocolNumber);
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: protocolNumber })).toContainText(
    'Aguardando liberação',
  );

  await page
    .getByRole('link', { name: 'Resultado de Hemoglobina glicada de Rita Liberada: liberar ou retificar' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/exame/${examRequestId}$`));
  await expect(
    page.getByText('Este resultado aguarda a sua liberação: confira os valores e libere.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Liberar resultado' }).click();
  const release = page.getByRole('dialog', { name: 'Liberar este resultado?' });
  await expect(release).toContainText('só pode ser alterado por retificação');
  await expectNoAxeViolations(page);
  await release.getByRole('button', { name: 'Liberar', exact: true }).click();
  await expect(page.getByText(/^Resultado liberado em /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Liberar resultado' })).toHaveCount(0);

  // The released report downloads as a PDF whose verification code opens the public page.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Abrir laudo em Português (Brasil)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`laudo-${protocolNumber}-pt-BR.pdf`);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain('Rita Liberada');
  expect(text).toContain('CRF-SP');
  const hash = /Código de verificação: ([0-9a-f]{64})/.exec(text)?.[1];
  expect(hash, text).toBeTruthy();
  // The printed address (and its QR code) is the verification page of that code.
  const verifyPath = `/verificar/${hash}`;
  expect(text.replace(/\s+/g, '')).toContain(verifyPath);
  // Anyone holding the paper may check it: a visitor with no session.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pt-BR' });
  const check = await visitor.newPage();
  await check.goto(verifyPath);
  await expect(check.getByRole('heading', { name: 'Laudo autêntico' })).toBeVisible();
  await expect(check.getByText(`Protocolo: ${protocolNumber}`)).toBeVisible();
  await expect(check.getByText('Paciente (iniciais): R. L.')).toBeVisible();
  await expect(check.getByText('Rita Liberada')).toHaveCount(0);
  await expectNoAxeViolations(check);
  const forged = verifyPath.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
  await check.goto(forged);
  await expect(check.getByRole('alert')).toContainText('Nenhum laudo com este código');
  await visitor.close();

  await page.getByRole('button', { name: 'Retificar resultado' }).click();
  const rectify = page.getByRole('dialog', { name: 'Retificar o resultado' });
  const value = rectify.getByRole('textbox', { name: 'HbA1c (%)' });
  await expect(value).toHaveValue('6.1');
  await value.fill('6,3');
  // The reason is asked before anything is sent; what was typed stays.
  await rectify.getByRole('button', { name: 'Confirmar retificação' }).click();
  await expect(rectify.getByText('Informe o motivo (pelo menos 3 caracteres).')).toBeVisible();
  await expect(value).toHaveValue('6,3');
  await rectify.getByRole('textbox', { name: 'Motivo da retificação' }).fill('Valor transcrito errado');
  await expectNoAxeViolations(page);
  await rectify.getByRole('button', { name: 'Confirmar retificação' }).click();
  await expect(rectify).toBeHidden();

  await expect(
    page.getByRole('table', { name: 'Resultado por analito' }).getByRole('row', { name: /^HbA1c 6,3 %/ }),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'Histórico de retificações' });
  await expect(
    history.getByRole('row', { name: /^HbA1c 6,1 % 6,3 % Valor transcrito errado/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/medical-protocol');
  await search.fill(protocolNumber);
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: protocolNumber })).toContainText('Concluído');
});
