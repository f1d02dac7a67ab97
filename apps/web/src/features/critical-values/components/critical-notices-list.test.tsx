import type { CriticalNotice } from '@ponto/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { CriticalNoticesList } from './critical-notices-list';

const cnpj = '22333444000181';
const open: CriticalNotice = {
  id: '00000000-0000-4000-8000-0000000000c1',
  status: 'open',
  examRequestId: '00000000-0000-4000-8000-0000000000e1',
  protocolNumber: '2026-000042',
  patientName: 'Paula Crítica',
  examName: { 'pt-BR': 'Glicemia', 'en-US': 'Glucose' },
  analytes: [
    {
      code: 'GLU',
      name: { 'pt-BR': 'Glicose', 'en-US': 'Glucose' },
      value: '450',
      unit: 'mg/dL',
      criticalRange: { lower: '50', upper: '400' },
    },
  ],
  createdAt: '2026-11-27T13:00:00.000Z',
  acknowledgement: null,
};
const acknowledged: CriticalNotice = {
  ...open,
  id: '00000000-0000-4000-8000-0000000000c2',
  status: 'acknowledged',
  patientName: 'Rui Avisado',
  acknowledgement: {
    by: { id: 'u1', name: 'Ana Operadora' },
    at: '2026-11-27T13:20:00.000Z',
    contactedParty: 'prescriber',
    contactedName: 'Dra. Helena Prado',
    channel: 'phone',
    contactedAt: '2026-11-27T13:15:00.000Z',
    readBack: true,
    note: 'Encaminhada ao pronto-socorro',
  },
};

/** The open notice once acknowledged, as the server answers it. */
const ackOfOpen: CriticalNotice = { ...acknowledged, id: open.id, patientName: open.patientName };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

async function renderList(onAcknowledge: (body: Record<string, unknown>) => Response) {
  const calls: Call[] = [];
  let acked = false;
  const signedIn = session();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, signedIn);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
    if (init?.method === 'POST') {
      const answer = onAcknowledge(body);
      acked = answer.ok;
      return answer;
    }
    const status = url.searchParams.get('status');
    if (status === 'open') return json(200, { items: acked ? [] : [open] });
    return json(200, { items: acked ? [ackOfOpen] : [] });
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(signedIn));
  renderWithApp(<CriticalNoticesList cnpj={cnpj} />, services);
  return calls;
}

// Filling the dialog types a few dozen keys: more than the default 5 s on a busy two-core machine.
describe('critical notices list', { timeout: 20_000 }, () => {
  it('shows each waiting value with its critical range, and the acknowledged ones with who, when and how', async () => {
    const calls: Call[] = [];
    const signedIn = session();
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input), 'http://portal.test');
      if (url.pathname === '/auth/session') return json(200, signedIn);
      calls.push({ method: 'GET', path: `${url.pathname}${url.search}`, body: undefined });
      return json(200, { items: url.searchParams.get('status') === 'open' ? [open] : [acknowledged] });
    };
    const services = testServices({ fetch });
    await services.completeLogin(loginResponse(signedIn));
    renderWithApp(<CriticalNoticesList cnpj={cnpj} />, services);

    const card = await screen.findByRole('article', { name: 'Paula Crítica' });
    expect(within(card).getByText('Glicose 450 mg/dL')).toBeInTheDocument();
    expect(within(card).getByText('(crítico abaixo de 50 ou acima de 400)')).toBeInTheDocument();
    expect(within(card).getByText(/Protocolo 2026-000042 · Glicemia/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aguardando (1)' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Confirmados' }));
    const done = await screen.findByRole('article', { name: 'Rui Avisado' });
    expect(within(done).getByText('Prescritor: Dra. Helena Prado')).toBeInTheDocument();
    expect(within(done).getByText('Telefone')).toBeInTheDocument();
    expect(within(done).getByText(/^Ana Operadora em /)).toBeInTheDocument();
    expect(within(done).getByText('Encaminhada ao pronto-socorro')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Confirmar/ })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/critical-notices?status=open', '/critical-notices?status=acknowledged']),
    );
  });

  it('names each missing field in the dialog before sending anything', async () => {
    const calls = await renderList(() => json(200, acknowledged));
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: 'Confirmar o valor crítico de Paula Crítica' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar o valor crítico' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar a confirmação' }));

    expect(within(dialog).getByRole('radiogroup', { name: /Quem foi avisado/ })).toHaveAccessibleDescription(
      'Escolha uma das opções',
    );
    expect(
      within(dialog).getByRole('textbox', { name: /Nome de quem foi avisado/ }),
    ).toHaveAccessibleDescription('Campo obrigatório');
    expect(within(dialog).getByRole('radiogroup', { name: /Como foi avisado/ })).toHaveAccessibleDescription(
      'Escolha uma das opções',
    );
    expect(within(dialog).getByText('Confirme que a pessoa repetiu os valores')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('acknowledges from the keyboard, and the notice moves to the acknowledged ones', async () => {
    const calls = await renderList(() => json(200, ackOfOpen));
    const user = userEvent.setup({ delay: null });
    (await screen.findByRole('button', { name: 'Confirmar o valor crítico de Paula Crítica' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar o valor crítico' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    within(dialog).getByRole('radio', { name: 'Prescritor' }).focus();
    await user.keyboard(' ');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Nome de quem foi avisado/ }),
      'Dra. Helena Prado',
    );
    within(dialog).getByRole('radio', { name: 'Telefone' }).focus();
    await user.keyboard(' ');
    within(dialog).getByRole('checkbox', { name: 'A pessoa repetiu os valores para mim' }).focus();
    await user.keyboard(' ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Observação (opcional)' }), 'Encaminhada');
    await user.type(within(dialog).getByRole('textbox', { name: /Nome de quem foi avisado/ }), '{Enter}');

    expect(await screen.findByText('Valor crítico de Paula Crítica confirmado.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: `/critical-notices/${open.id}/acknowledgement`,
      body: {
        contactedParty: 'prescriber',
        contactedName: 'Dra. Helena Prado',
        channel: 'phone',
        readBack: true,
        note: 'Encaminhada',
      },
    });
    expect(Date.parse((post!.body as { contactedAt: string }).contactedAt)).toBeLessThanOrEqual(Date.now());
    expect(await screen.findByText('Nenhum valor crítico aguardando confirmação.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aguardando (0)' })).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields, and shows a 409 with its advice', async () => {
    let answer = apiError('VALIDATION_FAILED', 400, {
      fields: [{ field: 'contactedAt', messageKey: 'validation:dateInFuture' }],
    });
    await renderList(() => answer);
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: 'Confirmar o valor crítico de Paula Crítica' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar o valor crítico' });
    await user.click(within(dialog).getByRole('radio', { name: 'Paciente' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Nome de quem foi avisado/ }), 'Paula');
    await user.click(within(dialog).getByRole('radio', { name: 'Pessoalmente' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'A pessoa repetiu os valores para mim' }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar a confirmação' }));
    expect(await within(dialog).findByText('A data não pode estar no futuro')).toBeInTheDocument();

    answer = apiError('CRITICAL_NOTICE_ALREADY_ACKNOWLEDGED', 409);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar a confirmação' }));
    expect(await within(dialog).findByText('Valor crítico já confirmado')).toBeInTheDocument();
  });
});
