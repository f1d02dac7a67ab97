// Developer guide and the public integration pages (§2, §6, §7): from the landing page to the guide, get a
// token, then send the trail's test requests to the running portal's real API and read the answers.
import { DEMO_PASSWORD } from '../fixtures/demo-data.ts';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';

const cnpj = demoWorkplaces.clinic.cnpj.replace(/\D/g, '');

test('the developer guide sends real test requests along the trail', { tag: '@tablet' }, async ({ page }) => {
  await page.goto('/hilabfarmaapi');
  await expect(page.getByRole('heading', { level: 1, name: 'API Ponto para integradores' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Clinics get the same API presented in their own words.
  await page.goto('/clinicarx');
  await expect(page.getByRole('heading', { level: 1, name: 'API Ponto para clínicas' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Abrir o guia do desenvolvedor' }).click();
  await expect(page).toHaveURL(/\/developer-guide$/);

  const settings = page.getByRole('region', { name: 'Configurações' });
  // Typed as the portal shows it, mask included: the guide keeps the 14 digits.
  const cnpjField = settings.getByRole('textbox', { name: 'CNPJ do estabelecimento' });
  await cnpjField.fill(demoWorkplaces.clinic.cnpj);
  await expect(cnpjField).toHaveValue(cnpj);
  await settings.getByRole('textbox', { name: 'Índice do exame' }).fill('6');
  await settings.getByRole('textbox', { name: 'ID externo do exame' }).fill(`GUIA-${Date.now()}`);

  const auth = page.getByRole('region', { name: '1. Autenticação' });
  await auth
    .getByRole('textbox', { name: 'Usuário (CPF)' })
    .fill(demoUsers.integrator.document.replace(/\D/g, ''));
  await auth.getByLabel('Senha').fill(DEMO_PASSWORD);
  await auth.getByRole('button', { name: 'Obter token' }).click();
  await expect(auth.getByText('Token obtido e colocado nas configurações.')).toBeVisible();

  const workplaces = page.getByRole('region', { name: '2. Listar estabelecimentos' });
  await workplaces.getByRole('button', { name: 'Enviar requisição de teste' }).click();
  await expect(workplaces.getByText('Resposta: HTTP 200')).toBeVisible();
  await expect(workplaces).toContainText(cnpj);

  const create = page.getByRole('region', { name: '4. Criar pré-exame' });
  await create.getByRole('button', { name: 'Enviar requisição de teste' }).click();
  await expect(create.getByText(/^Resposta: HTTP 20[01]$/)).toBeVisible();
  await expect(settings.getByText(/^Pré-exame criado: [0-9a-f-]{36}$/)).toBeVisible();

  const status = page.getByRole('region', { name: '5. Status' });
  await status.getByRole('button', { name: 'Enviar requisição de teste' }).click();
  await expect(status.getByText('Resposta: HTTP 200')).toBeVisible();
  await expect(status).toContainText('"status"');
  await expectNoAxeViolations(page);

  // The embeddable status view, opened with the integrator's token in the integrator's own page.
  const token = await settings.getByLabel('Token').inputValue();
  const preExamId =
    (await settings.getByText(/^Pré-exame criado: /).textContent())?.replace('Pré-exame criado: ', '') ?? '';
  const embedded = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin, locale: 'pt-BR' });
  const frame = await embedded.newPage();
  await frame.goto(`/iframe?token=${encodeURIComponent(token)}&id=${preExamId}&cnpj=${cnpj}`);
  await expect(frame.getByRole('heading', { level: 1, name: 'Andamento do exame' })).toBeVisible();
  await expect(frame.getByRole('row', { name: /^HBA1C / })).toBeVisible();
  await expectNoAxeViolations(frame);
  await frame.goto(`/iframe?token=bad&id=${preExamId}&cnpj=${cnpj}`);
  await expect(frame.getByRole('alert')).toContainText('O token expirou ou não vale');
  await embedded.close();

  await page.goto('/info');
  await expect(page.getByText('Respondendo')).toBeVisible();
  await expectNoAxeViolations(page);

  // The network check before signing in: the API and the WebSocket from this browser.
  await page.goto('/networkRequests');
  await page.getByRole('button', { name: 'Verificar agora' }).click();
  await expect(page.getByRole('button', { name: 'Verificar de novo' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});
