// New-exam wizard, step 'Foto com documento' (§2 step 5, §8 camera errors; docs/photos.md) in the real
// Chromium with its fake camera (--use-fake-device-for-media-stream in playwright.config.ts): the camera
// refused → the translated 'not allowed' message and the upload fallback with a picture of a face; then the
// camera allowed → its test pattern (no face) → 'no face identified'. Drugstore workplace.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  birthDateForAge,
  next,
  randomCpf,
  select,
  signInAt,
  stepHeading,
  textbox,
} from './new-exam-helpers.ts';

const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos');

/** Steps 1 to 3 of an adult, quickly, up to the photo step. */
async function reachPhotoStep(page: Page) {
  await page.goto('/novo-exame');
  await expect(stepHeading(page, 'Etapa 1: Documento')).toBeVisible();
  await textbox(page, 'Número do documento').fill(randomCpf());
  await next(page);
  await expect(stepHeading(page, 'Etapa 2: Dados pessoais')).toBeVisible();
  await textbox(page, 'Nome completo').fill('Eileen Marie Collins');
  await select(page, 'Sexo').selectOption('female');
  await select(page, 'Identidade de gênero').selectOption('female');
  await textbox(page, 'Data de nascimento').fill(birthDateForAge(40));
  await select(page, 'Raça/cor').selectOption('white');
  await textbox(page, 'Nome completo da mãe').fill('Rose Marie Collins');
  await textbox(page, 'Telefone').fill('11987654321');
  await next(page);
  await expect(stepHeading(page, 'Etapa 3: Endereço')).toBeVisible();
  await textbox(page, 'CEP').fill('01310100');
  await expect(select(page, 'Cidade')).toHaveValue('São Paulo');
  await textbox(page, 'Logradouro').fill('Avenida Paulista');
  await textbox(page, 'Número').fill('1000');
  await textbox(page, 'Bairro').fill('Bela Vista');
  await next(page);
  await expect(stepHeading(page, /Foto com documento/)).toBeVisible();
}

/** The photo step's live status line (the header has its own 'Ao vivo' status). */
function photoStatus(page: Page) {
  return page.getByRole('main').getByRole('status');
}

async function uploadFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Enviar um arquivo' }).click();
  await (await chooser).setFiles(path.join(photos, file));
}

test('camera refused: the translated message, then a picture with a face uploaded instead; camera allowed: no face in its picture', async ({
  page,
  context,
  demoUsers,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.drugstore);
  await reachPhotoStep(page);
  await expectNoAxeViolations(page);

  // No camera permission in this context: Chromium refuses getUserMedia (NotAllowedError).
  await page.getByRole('button', { name: 'Abrir a câmera' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Acesso à câmera não permitido' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Permita o uso da câmera nas configurações do navegador');
  await expectNoAxeViolations(page);

  // The upload is always there. A text file named .jpg is not a picture (the browser cannot decode it; the
  // server, which reads the type from the bytes, would refuse it too).
  await uploadFile(page, 'not-a-photo.jpg');
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível ler esta imagem' })).toBeVisible();

  // A real picture with a face: checked in the browser, stored, checked again by the server.
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/photos') && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await uploadFile(page, 'face.jpg');
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ faceDetected: true, contentType: 'image/jpeg' });
  await expect(photoStatus(page)).toHaveText('Rosto identificado. Foto salva.', { timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Foto do paciente segurando o documento' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The stored picture is readable by this workplace only, and never cached.
  const { id } = (await response.json()) as { id: string };
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('ponto.auth') ?? '{}').accessToken,
  );
  const own = await page.request.get(`/photos/${id}`, {
    headers: { authorization: `Bearer ${token}`, cnpj: demoWorkplaces.drugstore.cnpj },
  });
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('no-store');
  const other = await page.request.get(`/photos/${id}`, {
    headers: { authorization: `Bearer ${token}`, cnpj: demoWorkplaces.clinic.cnpj },
  });
  expect(other.status()).toBe(404);

  // Now the camera is allowed: Chromium's fake camera shows its test pattern, which has no face.
  await context.grantPermissions(['camera']);
  await page.getByRole('button', { name: 'Tirar outra foto' }).click();
  await expect(page.getByLabel('Imagem ao vivo da câmera')).toBeVisible();
  await expect(photoStatus(page)).toContainText('Câmera aberta');
  await page.getByRole('button', { name: 'Tirar a foto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nenhum rosto identificado' })).toBeVisible({
    timeout: 30_000,
  });
  // Take again and upload are offered; the camera light is off (no live video).
  await expect(page.getByRole('button', { name: 'Tirar outra foto' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Enviar um arquivo' })).toBeEnabled();
  await expect(page.getByLabel('Imagem ao vivo da câmera')).toBeHidden();
  await expectNoAxeViolations(page);
});
