// Helpers of the new-exam journeys (new-exam-*.spec.ts): fresh valid documents for every test, the
// wizard's buttons, and signing in at a chosen workplace.
import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { isValidBirthCertificate, isValidCitizenCard, isValidCpf, isValidNif } from '@ponto/domain';
import { type DemoUser, type DemoWorkplace, loginAs } from '../fixtures/index.ts';

const digitsOf = (count: number) => Array.from({ length: count }, () => randomInt(10));

/** A fresh, valid CPF (digits only) that no other test uses. */
export function randomCpf(): string {
  for (;;) {
    const base = digitsOf(9);
    const check = (ds: number[]) => {
      const sum = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0);
      const r = (sum * 10) % 11;
      return r === 10 ? 0 : r;
    };
    const d1 = check(base);
    const cpf = [...base, d1, check([...base, d1])].join('');
    if (isValidCpf(cpf)) return cpf;
  }
}

/** The same CPF as the form shows it: 000.000.000-00. */
export function maskedCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** A CPF whose check digits are wrong. */
export function invalidCpf(): string {
  const cpf = randomCpf();
  return cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
}

/** A fresh Brazilian birth certificate number (32 digits with the CNJ check digits). */
export function randomBirthCertificate(): string {
  for (;;) {
    const base = digitsOf(30);
    const dv = (ds: number[], offset: number) => {
      const r = ds.reduce((acc, d, i) => acc + d * ((i + offset) % 11), 0) % 11;
      return r === 10 ? 1 : r;
    };
    const d1 = dv(base, 2);
    const number = [...base, d1, dv([...base, d1], 1)].join('');
    if (isValidBirthCertificate(number)) return number;
  }
}

/** A fresh Portuguese Cartão de Cidadão number, e.g. '12345678 9 ZZ1' (the check character made to fit). */
export function randomCitizenCard(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (;;) {
    const civil = digitsOf(9).join('');
    const version = `Z${letters[randomInt(26)]}`;
    for (let check = 0; check < 10; check += 1) {
      const number = `${civil}${version}${check}`;
      if (isValidCitizenCard(number)) return `${civil.slice(0, 8)} ${civil[8]} ${version}${check}`;
    }
  }
}

/** A fresh Portuguese NIF of a person (first digit 2). */
export function randomNif(): string {
  for (;;) {
    const base = [2, ...digitsOf(7)];
    const sum = base.reduce((acc, d, i) => acc + d * (9 - i), 0);
    const r = sum % 11;
    const nif = [...base, r < 2 ? 0 : 11 - r].join('');
    if (isValidNif(nif)) return nif;
  }
}

/** Today in São Paulo (the portal counts ages from there). */
function todayInBrazil(): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = parts.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** A birth date (dd/mm/yyyy) of someone who is `age` today, their birthday a month or so behind them. */
export function birthDateForAge(age: number): string {
  const today = todayInBrazil();
  const date = new Date(Date.UTC(today.year - age, today.month - 1, today.day));
  date.setUTCDate(date.getUTCDate() - 40);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

/** Signs in and makes `workplace` the current one (the server remembers it for the user). */
export async function signInAt(page: Page, user: DemoUser, workplace: DemoWorkplace): Promise<void> {
  await loginAs(page, user);
  await page.goto('/home');
  const select = page.getByRole('combobox', { name: /^(Estabelecimento|Workplace|Establecimiento)$/ });
  await expect(select).toBeVisible();
  if ((await select.inputValue()) !== workplace.cnpj.replace(/\D/g, '')) {
    await select.selectOption({ label: workplace.name });
    await expect(page.getByRole('banner')).toContainText(workplace.name);
  }
}

/** The heading of the wizard's current step ('Etapa 3: Endereço'). */
export function stepHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 2, name });
}

export async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Avançar|Next|Siguiente|Seguinte)$/ }).click();
}

export async function back(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Voltar|Back|Volver)$/ }).click();
}

/** The wizard's access token (sessionStorage), for calls that go around the UI on purpose. */
export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('ponto.auth'));
  const token = raw ? (JSON.parse(raw) as { accessToken?: string }).accessToken : undefined;
  if (!token) throw new Error('not signed in');
  return token;
}

/** A text field by its exact label ('Nome completo', not 'Nome completo da mãe'). */
export function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** A select by its exact label. */
export function select(page: Page, name: string) {
  return page.getByRole('combobox', { name, exact: true });
}

/**
 * Keyboard only: presses Tab (at most `max` times) until `target` has the focus, and fails if it never
 * does — the element must be reachable in the tab order.
 */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('element not reachable with Tab');
}

/** Keyboard only: Tab to the wizard's Next (or Save) button and press Enter. */
export async function keyboardNext(
  page: Page,
  name: RegExp = /^(Avançar|Next|Siguiente|Seguinte)$/,
): Promise<void> {
  await tabTo(page, page.getByRole('button', { name }));
  await page.keyboard.press('Enter');
}

/** Steps 1 to 5 for an adult with a CPF in São Paulo (no photo): the wizard is left on the exams step. */
export async function adultUpToExams(page: Page, cpf: string, name: string): Promise<void> {
  await textbox(page, 'Número do documento').fill(cpf);
  await next(page);
  await textbox(page, 'Nome completo').fill(name);
  await select(page, 'Sexo').selectOption('female');
  await textbox(page, 'Data de nascimento').fill(birthDateForAge(29));
  await textbox(page, 'Telefone').fill('11955554444');
  await next(page);
  await textbox(page, 'CEP').fill('01310100');
  await expect(select(page, 'Cidade')).toHaveValue('São Paulo');
  await textbox(page, 'Logradouro').fill('Avenida Paulista');
  await textbox(page, 'Número').fill('500');
  await textbox(page, 'Bairro').fill('Bela Vista');
  await next(page);
  await expect(stepHeading(page, /Foto com documento/)).toBeVisible();
  await next(page);
  await expect(stepHeading(page, /Exames/)).toBeVisible();
}

/** An adult in São Paulo with one exam, saved straight through POST /pre-exams (journeys that start after it). */
export async function createPreExam(
  request: APIRequestContext,
  headers: Record<string, string>,
  patient: { fullName: string; sex: 'female' | 'male'; birthDate: string },
  examIndex = 6,
  order: { quizForm?: Record<string, unknown>; pricePaidCents?: number; method?: string } = {},
): Promise<{ id: string; protocolNumber: string; examRequestId: string }> {
  const created = await request.post('/pre-exams', {
    headers,
    data: {
      subject: {
        kind: 'patient',
        registration: {
          patient: {
            ...patient,
            document: { type: 'cpf', number: randomCpf(), countryOfOrigin: 'BR' },
            phone: '11 98765-4321',
            address: {
              postalCode: '01310-100',
              street: 'Avenida Paulista',
              number: '1',
              district: 'Bela Vista',
              city: 'São Paulo',
              state: 'SP',
              country: 'BR',
            },
          },
        },
      },
      order: {
        examIndexes: [examIndex],
        reportLanguages: ['pt-BR'],
        procedure: { kind: 'none' },
        quizForm: order.quizForm ?? {},
        payment: {
          method: order.method ?? 'cash',
          discountCents: 0,
          pricePaidCents: order.pricePaidCents ?? 0,
          displacementFeeCents: 0,
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, protocolNumber } = (await created.json()) as { id: string; protocolNumber: string };
  const detail = await request.get(`/pre-exams/${id}`, { headers });
  const { exams } = (await detail.json()) as { exams: Array<{ examRequestId: string }> };
  return { id, protocolNumber, examRequestId: exams[0]!.examRequestId };
}
