// Training (/treinamento, §2 §3 §4): a TRAINING user takes the initial trail's courses in order
// (lessons, then the quiz), fails one attempt and retries, downloads a certificate, and once the last
// course is passed becomes ACTIVE and reaches /home. The journey changes Rita Trilha's status, so it runs
// once, on the desktop project; the tablet test only reads (Bruno stays TRAINING for shell-login.spec.ts).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demoUsers, expect, expectNoAxeViolations, loginAs, test } from '../fixtures/index.ts';

/** The seed's courses (apps/server/src/seed/demo-training.ts) and their right options, in pt-BR. */
const biosafety = {
  title: 'Biossegurança',
  right: ['A cada paciente', 'No coletor rígido de perfurocortantes', 'Antes e depois de cada atendimento'],
  wrong: ['Só no fim do dia', 'No lixo comum', 'Só no início do turno'],
};
const flowReader = {
  title: 'O leitor Flow e a cápsula',
  right: ['Calibrado e disponível', 'Em até 10 minutos', 'Precisa de calibração', 'Não, é de uso único'],
};
const capillary = {
  title: 'Coleta de amostra capilar',
  right: ['A primeira', 'Com álcool 70%, esperando secar', 'Porque hemolisa e dilui a amostra'],
};

/** Opens a course from /treinamento and reads its lessons up to the quiz. */
async function openQuiz(page: Page, title: string, scan = false) {
  await page.getByRole('link', { name: new RegExp(`^(Abrir|Rever) curso ${title}$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  if (scan) await expectNoAxeViolations(page);
  const next = page.getByRole('button', { name: 'Próxima lição' });
  while (await next.isVisible()) await next.click();
  await page.getByRole('button', { name: 'Ir para o questionário' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Questionário' })).toBeVisible();
}

async function answer(page: Page, options: readonly string[]) {
  for (const option of options) await page.getByRole('radio', { name: option, exact: true }).check();
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Resultado' })).toBeVisible();
}

test('a TRAINING user finishes the initial trail, downloads a certificate and becomes ACTIVE', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, demoUsers.trainingJourney);
  await expect(page).toHaveURL(/\/treinamento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamento' })).toBeVisible();
  const trail = page.getByRole('region', { name: 'Trilha inicial' });
  await expect(trail.getByText('0% concluído')).toBeVisible();
  await expect(trail.getByText('Bloqueado')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Course 1: an unanswered quiz is refused question by question; a wrong attempt shows the grade and retry.
  await openQuiz(page, biosafety.title, true);
  await page.getByRole('radio', { name: biosafety.right[0]!, exact: true }).check();
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await answer(page, biosafety.wrong);
  await expect(page.getByText('Sua nota: 0')).toBeVisible();
  await expect(page.getByText(/Não aprovado/)).toBeVisible();
  await expect(page.getByText('Perguntas erradas: 1, 2, 3.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await answer(page, biosafety.right);
  await expect(page.getByText('Sua nota: 100')).toBeVisible();
  await expect(page.getByText(/^Aprovado!/)).toBeVisible();
  await page.getByRole('link', { name: 'Voltar às trilhas' }).click();

  // Its certificate, while the trail goes on.
  await expect(trail.getByText('33% concluído')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Baixar certificado de ${biosafety.title}` }).click();
  const certificate = await downloading;
  expect(certificate.suggestedFilename()).toBe('certificado-Biosseguranca.pdf');
  expect((await readFile(await certificate.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Courses 2 and 3; the last one turns the user ACTIVE.
  await openQuiz(page, flowReader.title);
  await expectNoAxeViolations(page);
  await answer(page, flowReader.right);
  await expect(page.getByText('Sua nota: 100')).toBeVisible();
  await expect(page.getByText('Treinamento concluído')).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar às trilhas' }).click();
  await openQuiz(page, capillary.title);
  await answer(page, capillary.right);
  await expect(page.getByRole('heading', { name: 'Treinamento concluído' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
});

test('the training page and a course, read only', { tag: '@tablet' }, async ({ page }) => {
  await loginAs(page, demoUsers.training);
  await expect(page).toHaveURL(/\/treinamento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamento' })).toBeVisible();
  // At 0 % the bar has no width: it is there for screen readers, not visible.
  await expect(page.getByRole('progressbar', { name: 'Progresso da trilha Trilha inicial' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Abrir curso ${biosafety.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: biosafety.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Proteção individual' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Próxima lição' }).click();
  await page.getByRole('button', { name: 'Ir para o questionário' }).click();
  await expect(page.getByRole('radiogroup')).toHaveCount(3);
  await expectNoAxeViolations(page);
});
