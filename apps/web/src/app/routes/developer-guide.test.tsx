import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import DeveloperGuidePage from './developer-guide';

/** Renders the guide, puts `typed` in the CNPJ field as a user would, asks for a token; the body sent. */
async function tokenRequestWithCnpj(typed: string) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json(200, { access_token: 'tok' });
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderWithApp(<DeveloperGuidePage />);
  const settings = await screen.findByRole('region', { name: 'Configurações' });
  const field = within(settings).getByRole('textbox', { name: 'CNPJ do estabelecimento' });
  await user.click(field);
  await user.paste(typed);
  const auth = screen.getByRole('region', { name: '1. Autenticação' });
  await user.click(within(auth).getByRole('textbox', { name: 'Usuário (CPF)' }));
  await user.paste('52998224725');
  await user.click(within(auth).getByLabelText('Senha'));
  await user.paste('segredo');
  await user.click(within(auth).getByRole('button', { name: 'Obter token' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  return { field, body: bodies[0] as { cnpj: string } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('developer guide CNPJ', () => {
  // A paste is where a length cap on the field bites: it cuts the pasted text, mask included.
  it.each(['22.333.444/0001-81', '22333444000181'])(
    'sends the 14 digits when %s is pasted',
    { timeout: 20_000 },
    async (typed) => {
      const { field, body } = await tokenRequestWithCnpj(typed);
      expect(field).toHaveValue('22333444000181');
      expect(body.cnpj).toBe('22333444000181');
    },
  );
});

describe('developer guide FHIR and HL7 sections', () => {
  it('FHIR: base URL, metadata and an example search sent with the token', { timeout: 20_000 }, async () => {
    const calls: Array<{ url: string; headers: Record<string, string> }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
        return json(200, { resourceType: 'Bundle', type: 'searchset', total: 0 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<DeveloperGuidePage />);
    const settings = await screen.findByRole('region', { name: 'Configurações' });
    await user.click(within(settings).getByLabelText('Token'));
    await user.paste('tok-1');
    const fhir = screen.getByRole('region', { name: '9. FHIR R4' });
    expect(within(fhir).getByText(/em \/fhir\/R4 neste portal/)).toBeInTheDocument();
    expect(within(fhir).getByLabelText('O CapabilityStatement com curl')).toHaveTextContent(
      '/fhir/R4/metadata',
    );
    await user.click(within(fhir).getByRole('button', { name: 'Enviar requisição de teste' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/fhir/R4/DiagnosticReport?status=final&_count=5',
      headers: { Authorization: 'Bearer tok-1' },
    });
    expect(await within(fhir).findByText('Resposta: HTTP 200')).toBeInTheDocument();
  });

  it('HL7: what is sent and when, the ACK, how to configure, an example message', async () => {
    renderWithApp(<DeveloperGuidePage />);
    const hl7 = await screen.findByRole('region', { name: '10. HL7 v2 para o sistema do laboratório' });
    expect(within(hl7).getByText(/HL7 v2.5.1 ORU\^R01 por exame, por MLLP/)).toBeInTheDocument();
    expect(within(hl7).getByText(/AA a aceita/)).toBeInTheDocument();
    expect(within(hl7).getByText(/Configurações → Sistema do laboratório \(HL7\)/)).toBeInTheDocument();
    expect(within(hl7).getByLabelText('Exemplo de mensagem ORU^R01')).toHaveTextContent(
      /^MSH\|\^~\\&\|Ponto/,
    );
    expect(within(hl7).queryByRole('button')).toBeNull();
  });
});
