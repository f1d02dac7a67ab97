// Drive-through (§2, §7 totem calls, §9; docs/agenda.md): in the new-exam wizard an operator
// holds three consecutive drive-through times for a car, loses a time another reservation took first and is
// told so, then registers three cohabitants one after another, each getting the next time of the car.
import type { Page } from '@playwright/test';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  accessToken,
  adultUpToExams,
  birthDateForAge,
  next,
  randomCpf,
  select,
  signInAt,
  stepHeading,
  textbox,
} from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;

/** Exams (C-reactive protein, no questionnaire) → procedure → questionnaire → payment → confirmation. */
async function orderUpToConfirmation(page: Page) {
  await page.getByRole('checkbox', { name: /^Proteína C reativa/ }).check();
  await next(page);
  await expect(stepHeading(page, /Procedimento/)).toBeVisible();
  await next(page);
  await expect(stepHeading(page, /Questionário/)).toBeVisible();
  await next(page);
  await expect(stepHeading(page, /Pagamento/)).toBeVisible();
  await select(page, 'Forma de pagamento').selectOption('cash');
  await next(page);
  await expect(stepHeading(page, /Confirmação/)).toBeVisible();
}

/** A cohabitant: the wizard keeps the address; a new document and name. */
async function cohabitantUpToExams(page: Page, name: string, age: number) {
  await page.getByRole('button', { name: 'Cadastrar coabitante' }).click();
  await textbox(page, 'Número do documento').fill(randomCpf());
  await next(page);
  await textbox(page, 'Nome completo').fill(name);
  await select(page, 'Sexo').selectOption('male');
  await textbox(page, 'Data de nascimento').fill(birthDateForAge(age));
  await textbox(page, 'Telefone').fill('11955553333');
  await next(page);
  await expect(textbox(page, 'Logradouro')).toHaveValue('Avenida Paulista');
  await next(page);
  await expect(stepHeading(page, /Foto com documento/)).toBeVisible();
  await next(page);
  await expect(stepHeading(page, /Exames/)).toBeVisible();
}

async function saveAndReadTime(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(page.getByTestId('protocol-number')).toHaveText(/^\d{10}$/);
  const text = (await page.getByTestId('drive-through-time').textContent()) ?? '';
  expect(text).toMatch(/^Drive-thru: Drive-thru 1, .+ às \d{2}:\d{2}$/);
  return text.slice(-5);
}

const plus10 = (hhmm: string) => {
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) + 10;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

test(
  'book three cohabitants in consecutive drive-through times',
  { tag: '@tablet' },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    // Both projects run on one portal and one day: a family name of their own.
    const family = testInfo.project.name === 'tablet' ? 'Lima' : 'Costa';
    await signInAt(page, demoUsers.active, workplace);
    await page.goto('/novo-exame');
    await adultUpToExams(page, randomCpf(), `Helena Moradora ${family}`);
    await orderUpToConfirmation(page);

    const section = page.getByRole('region', { name: 'Drive-thru' });
    await section.getByRole('button', { name: 'Agendar no drive-thru' }).click();
    // Tomorrow on the browser's calendar: every time of Drive-thru 1 (07:00–22:00) is still to come.
    const tomorrow = await page.evaluate(() => {
      const d = new Date(Date.now() + 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await section.getByLabel('Dia').fill(tomorrow);
    await section.getByRole('textbox', { name: 'Pessoas no carro' }).fill('3');
    await expect(section.getByRole('button', { name: /, livre$/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The first start with three free times in a row (other runs may have taken some).
    const free = section.getByRole('button', { name: /, livre$/ });
    let start = '';
    for (let i = 0; i < (await free.count()); i += 1) {
      await free.nth(i).click();
      if (await section.getByTestId('drive-through-summary').isVisible()) {
        start = ((await free.nth(i).textContent()) ?? '').trim();
        break;
      }
    }
    expect(start).toMatch(/^\d{2}:\d{2}$/);
    await expect(section.getByTestId('drive-through-summary')).toContainText(
      `3 pessoas: ${start}–${plus10(plus10(plus10(start)))}, cerca de 15 min (até 30 min garantidos).`,
    );

    // Meanwhile another reservation takes the first of these times: reserving tells the operator.
    const places = await page.request.get('/totem/getPlaces', {
      headers: {
        Authorization: `Bearer ${await accessToken(page)}`,
        cnpj: workplace.cnpj.replace(/\D/g, ''),
      },
    });
    const lane = ((await places.json()) as { items: Array<{ id: string; name: string }> }).items.find(
      (p) => p.name === 'Drive-thru 1',
    )!;
    const available = await page.request.get('/totem/getAvailable', {
      headers: {
        Authorization: `Bearer ${await accessToken(page)}`,
        cnpj: workplace.cnpj.replace(/\D/g, ''),
        place: lane.id,
        timestamp: new Date(`${tomorrow}T12:00:00`).toISOString(),
      },
    });
    const slots = ((await available.json()) as { slots: Array<{ timestamp: string; status: string }> }).slots;
    // The very time the operator picked (as the browser shows it), not merely the day's first free one:
    // the other project's run of this test may have left single free times before it.
    const taken = await page.evaluate(
      ({ all, hhmm }) =>
        all.find(
          (s) =>
            s.status === 'available' &&
            new Date(s.timestamp).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' }) ===
              hhmm,
        )?.timestamp,
      { all: slots, hhmm: start },
    );
    expect(taken).toBeDefined();
    const stolen = await page.request.put('/totem/reserve', {
      headers: {
        Authorization: `Bearer ${await accessToken(page)}`,
        cnpj: workplace.cnpj.replace(/\D/g, ''),
      },
      data: { placeId: lane.id, slots: [taken] },
    });
    expect(stolen.status()).toBe(200);
    await section.getByRole('button', { name: 'Reservar horários' }).click();
    await expect(section.getByRole('alert').filter({ hasText: 'Horário já ocupado' })).toBeVisible();
    await expect(section.getByRole('button', { name: `${start}, em reserva` })).toBeVisible();

    // The next start with three free times.
    start = '';
    for (let i = 0; i < (await free.count()); i += 1) {
      await free.nth(i).click();
      if (await section.getByTestId('drive-through-summary').isVisible()) {
        start = ((await free.nth(i).textContent()) ?? '').trim();
        break;
      }
    }
    expect(start).toMatch(/^\d{2}:\d{2}$/);
    await section.getByRole('button', { name: 'Reservar horários' }).click();
    const hold = section.getByTestId('drive-through-hold');
    await expect(hold).toContainText('Horários reservados em Drive-thru 1');
    await expect(hold.getByRole('listitem')).toHaveText([
      `${start} — este paciente`,
      `${plus10(start)} — próximo morador`,
      `${plus10(plus10(start))} — próximo morador`,
    ]);
    await expect(hold).toContainText('Os horários só ficam garantidos ao concluir o cadastro');
    await expectNoAxeViolations(page);
    // Fits the laptop and the tablet without sideways scrolling.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    const times = [await saveAndReadTime(page)];
    await expectNoAxeViolations(page);

    await cohabitantUpToExams(page, `Igor Morador ${family}`, 31);
    await orderUpToConfirmation(page);
    await expect(hold.getByRole('listitem').first()).toContainText(`${start} — cadastrado, protocolo`);
    await expect(hold.getByRole('listitem').nth(1)).toHaveText(`${plus10(start)} — este paciente`);
    times.push(await saveAndReadTime(page));

    await cohabitantUpToExams(page, `Joana Moradora ${family}`, 45);
    await orderUpToConfirmation(page);
    await expect(hold.getByRole('listitem').nth(2)).toHaveText(`${plus10(plus10(start))} — este paciente`);
    times.push(await saveAndReadTime(page));

    expect(times).toEqual([start, plus10(start), plus10(plus10(start))]);

    // The day's schedule has the three of them in a row, under one household.
    const schedule = await page.request.get('/totem/getSchedule', {
      headers: {
        Authorization: `Bearer ${await accessToken(page)}`,
        cnpj: workplace.cnpj.replace(/\D/g, ''),
        day: tomorrow,
      },
    });
    const day = (await schedule.json()) as {
      places: Array<{
        place: { name: string };
        slots: Array<{ status: string; patientName: string | null; householdId: string | null }>;
      }>;
    };
    const reserved = day.places
      .find((p) => p.place.name === 'Drive-thru 1')!
      .slots.filter((s) =>
        [`Helena Moradora ${family}`, `Igor Morador ${family}`, `Joana Moradora ${family}`].includes(
          s.patientName ?? '',
        ),
      );
    expect(reserved.map((s) => s.patientName)).toEqual([
      `Helena Moradora ${family}`,
      `Igor Morador ${family}`,
      `Joana Moradora ${family}`,
    ]);
    expect(new Set(reserved.map((s) => s.householdId)).size).toBe(1);
  },
);
