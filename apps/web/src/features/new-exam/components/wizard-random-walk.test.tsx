import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toRegistration } from '@/entities/patient';
import { adultDraft } from '@/entities/patient/test-drafts';
import { apiError, json, workplace } from '@/testing/fixtures';
import { seededRandom } from '@/testing/seeded-random';
import { type StepId, stepIds } from '../model/draft';
import { newExamDraftKey } from '../model/flow-storage';
import { errorScreen, preExamCreated, renderWizard, storedDraft } from './render-wizard';

const SEED = 20_251_128;
const ACTIONS = 250;

const texts = [
  '',
  '   ',
  '11144477735',
  '111.444.777-35',
  '123',
  '123456789',
  'Maria da Silva',
  'Ana 2',
  '02/03/1990',
  '01/01/2016',
  '01/01/2011',
  '31/02/2020',
  '11 98765-4321',
  '+351 912 345 678',
  'a@b.co',
  'x@',
  '01310-100',
  'OK-1',
  'BAD-1',
  '9'.repeat(40),
  'ç~^´`<>"',
];

const random = seededRandom(SEED);

function settle(turns = 3) {
  // Answers of the mocked API go through a few promise turns (fetch, JSON, schema) before they render.
  return act(async () => {
    for (let i = 0; i < turns; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Actions that only type or choose call no API: one turn lets their effects run. */
const local = new Set(['type', 'clear', 'select', 'toggle', 'back']);

/** The mocked API: the look-up, the voucher and the save answer in every way they can. */
function api(url: string, init: RequestInit): Response {
  if (url.startsWith('/patients/get/data/v2')) {
    const roll = random.int(10);
    if (roll < 6) return apiError('PATIENT_NOT_REGISTERED', 404);
    if (roll < 9) {
      const registration = toRegistration(adultDraft(), '2025-06-15');
      return json(200, { id: 'p-1', registration, createdAt: 'x', updatedAt: 'x' });
    }
    return apiError('SOMETHING_WENT_WRONG', 500);
  }
  if (url === '/vouchers/check') {
    const body = JSON.parse(String(init.body)) as { code: string; examIndexes: number[] };
    return body.code.startsWith('OK')
      ? json(200, {
          code: body.code,
          examIndex: body.examIndexes[0] ?? 3,
          remaining: 1,
          validUntil: '2025-12-31',
        })
      : apiError('VOUCHER_NOT_FOUND', 422, {
          fields: [{ field: 'order.procedure.voucherCode', messageKey: 'errors:VOUCHER_NOT_FOUND.title' }],
        });
  }
  if (url === '/pre-exams' && init.method === 'POST') {
    return preExamCreated();
  }
  return apiError('NOT_FOUND', 404);
}

/** A stored draft as an older version of the portal could have left it: a key missing, renamed or retyped. */
function olderShape(stored: Record<string, unknown>): unknown {
  const copy = structuredClone(stored);
  const order = (copy.order ?? {}) as Record<string, unknown>;
  switch (random.int(5)) {
    case 0:
      delete copy[random.pick(Object.keys(copy)) ?? 'order'];
      break;
    case 1:
      copy.version = 0;
      break;
    case 2:
      delete order.voucherExamIndex;
      break;
    case 3:
      order.quizForm = { '1': { symptoms: 'sim', onsetDate: 7 } };
      order.examIndexes = [1, 99];
      order.voucherExamIndex = 99;
      break;
    default:
      copy.step = 'animal';
  }
  return copy;
}

describe('the wizard under random use', () => {
  it(`never reaches the error screen in ${ACTIONS} random actions (seed ${SEED})`, {
    timeout: 60_000,
  }, async () => {
    const clinic = workplace();
    const wizard = await renderWizard(api, clinic);
    await settle();
    const log: string[] = [];
    const all = <E extends Element>(selector: string) => [...wizard.container.querySelectorAll<E>(selector)];
    const button = (name: string) =>
      all<HTMLButtonElement>('button:not(:disabled)').find((b) => b.textContent?.trim() === name);
    const textInputs = () =>
      all<HTMLInputElement>(
        'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not(:disabled), textarea:not(:disabled)',
      );

    const restoreAt = (step: StepId) => {
      storedDraft(clinic, (draft) => {
        draft.patient = adultDraft();
        if (random.int(4) === 0) draft.patient.personal.birthDate = '01/01/2016';
        draft.order.examIndexes = random.pick([[], [1], [3], [1, 3], [2, 3]]) ?? [];
        draft.order.payment.method = random.pick(['', 'pix', 'cash', 'pix'] as const) ?? '';
        draft.step = step;
      });
      wizard.reload();
    };

    const actions = {
      type() {
        const input = random.pick(textInputs());
        const value = random.pick(texts) ?? '';
        if (input) fireEvent.change(input, { target: { value } });
        return `type ${JSON.stringify(value)} into ${input?.id ?? '-'}`;
      },
      clear() {
        const input = random.pick(textInputs());
        if (input) fireEvent.change(input, { target: { value: '' } });
        return `clear ${input?.id ?? '-'}`;
      },
      select() {
        const select = random.pick(all<HTMLSelectElement>('select:not(:disabled)'));
        const option = select && random.pick([...select.options]);
        if (select && option) fireEvent.change(select, { target: { value: option.value } });
        return `select ${option?.value ?? '-'} in ${select?.id ?? '-'}`;
      },
      toggle() {
        const box = random.pick(
          all<HTMLInputElement>('input[type=checkbox]:not(:disabled), input[type=radio]:not(:disabled)'),
        );
        if (box) fireEvent.click(box);
        return `toggle ${box?.value ?? '-'}`;
      },
      next() {
        const submit = all<HTMLButtonElement>('button[type=submit]:not(:disabled)')[0];
        if (submit) fireEvent.click(submit);
        return 'next';
      },
      doubleNext() {
        const submit = all<HTMLButtonElement>('button[type=submit]:not(:disabled)')[0];
        // Both clicks land before React renders, as a fast double click does.
        act(() => {
          submit?.click();
          submit?.click();
        });
        return 'double-click next';
      },
      back() {
        const back = button('Voltar');
        if (back) fireEvent.click(back);
        return 'back';
      },
      anyButton() {
        const any = random.pick(all<HTMLButtonElement>('button:not(:disabled)'));
        if (any) fireEvent.click(any);
        return `click ${any?.textContent?.trim() ?? '-'}`;
      },
      async voucherEditedAfterCheck() {
        if (!all('input[type=radio][value=voucher]')[0]) {
          restoreAt('procedure');
          await settle();
        }
        const voucher = all<HTMLInputElement>('input[type=radio][value=voucher]')[0];
        if (!voucher) return 'voucher (the procedure step did not open)';
        fireEvent.click(voucher);
        const code = () => all<HTMLInputElement>('input:not([type=radio])').find((i) => i.required);
        const first = code();
        if (first) fireEvent.change(first, { target: { value: 'OK-7' } });
        const check = button('Verificar voucher');
        if (check) fireEvent.click(check);
        await settle();
        const again = code();
        const checked = wizard.container.textContent?.includes('Voucher válido') ?? false;
        if (again) fireEvent.change(again, { target: { value: random.pick(['OK-78', 'BAD', '']) } });
        if (checked) editedAfterCheck++;
        return `voucher ${checked ? 'checked' : 'refused'}, then edited`;
      },
      reload() {
        wizard.reload();
        return 'reload';
      },
      restoreValid() {
        // Later steps are hard to reach by chance (a whole valid patient first), so most restores start there.
        const step = random.pick([...stepIds, ...stepIds.slice(stepIds.indexOf('exams'))]) ?? 'document';
        restoreAt(step);
        return `reload from a draft at ${step}`;
      },
      restoreOlderShape() {
        const raw = window.sessionStorage.getItem(newExamDraftKey);
        if (raw) window.sessionStorage.setItem(newExamDraftKey, JSON.stringify(olderShape(JSON.parse(raw))));
        wizard.reload();
        return 'reload from an older shape';
      },
    };
    const weights: Record<keyof typeof actions, number> = {
      type: 22,
      clear: 7,
      select: 10,
      toggle: 10,
      next: 16,
      doubleNext: 4,
      back: 7,
      anyButton: 4,
      voucherEditedAfterCheck: 5,
      reload: 3,
      restoreValid: 8,
      restoreOlderShape: 2,
    };

    const seen = new Map<string, number>();
    let editedAfterCheck = 0;
    for (let i = 0; i < ACTIONS; i++) {
      const name = random.weighted(weights);
      log.push(await actions[name]());
      await settle(local.has(name) ? 1 : 3);
      expect(errorScreen(), `error screen after:\n${log.slice(-15).join('\n')}`).toBeNull();
      const heading = wizard.container.querySelector('h2')?.textContent ?? '?';
      seen.set(heading, (seen.get(heading) ?? 0) + 1);
    }
    // The walk is only worth something if it reached the far steps and the voucher edit it is there for.
    expect(editedAfterCheck).toBeGreaterThan(0);
    expect([...seen.keys()].some((heading) => heading.includes('Confirmação'))).toBe(true);
  });
});
