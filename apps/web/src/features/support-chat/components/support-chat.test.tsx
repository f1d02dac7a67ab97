import type { SupportConversation } from '@ponto/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { SupportChat } from './support-chat';

const conversation: SupportConversation = {
  id: 'c-1',
  status: 'open',
  workplace: { cnpj: '22333444000181', name: 'Clínica Ponto Saúde' },
  openedBy: 'Ana Operadora',
  context: {},
  lastMessageAt: '2026-11-25T10:00:00.000Z',
  lastMessage: 'O leitor não conecta',
  unread: 2,
};

// The message box grows with its text and listens for fonts loading; jsdom has no FontFaceSet.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

async function renderChat(options: {
  support?: boolean;
  items?: SupportConversation[];
  context?: Record<string, string>;
}) {
  const start = session(options.support ? { user: { roles: ['support'] } } : {});
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/auth/session') return json(200, start);
    calls.push({ path: url.pathname, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/support/conversations' && method === 'POST')
      return json(201, { conversation, messages: [] });
    if (url.pathname.startsWith('/support/conversations/c-1')) {
      return method === 'GET'
        ? json(200, { conversation, messages: [] })
        : new Response(null, { status: 204 });
    }
    return json(200, { items: options.items ?? [], unread: 0 });
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(start));
  renderWithApp(<SupportChat context={options.context ?? {}} />, services);
  return calls;
}

describe('support chat (§2)', () => {
  it("lists the operator's own conversations of this workplace, or says there are none", async () => {
    const calls = await renderChat({});
    expect(await screen.findByText('Nenhuma conversa ainda.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/support/conversations', method: 'GET' });
  });

  it('says what the conversation is about and asks for a message before opening it', async () => {
    const calls = await renderChat({ context: { error: 'PATIENT_EDIT_FAILED' } });
    expect(await screen.findByText('Sobre: Falha ao salvar o paciente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar ao suporte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Campo obrigatório');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('opens a conversation with the message and its context, then shows it', async () => {
    const calls = await renderChat({ context: { error: 'PATIENT_EDIT_FAILED' } });
    await userEvent.click(await screen.findByLabelText(/Sua mensagem para o suporte/));
    await userEvent.paste('  Não consigo salvar  ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar ao suporte' }));
    expect(await screen.findByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar ao suporte' })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      path: '/support/conversations',
      method: 'POST',
      body: { body: 'Não consigo salvar', context: { error: 'PATIENT_EDIT_FAILED' } },
    });
  });

  it('shows support staff the queue of every workplace, with who opened each and what is unread', async () => {
    const calls = await renderChat({ support: true, items: [conversation] });
    expect(
      await screen.findByRole('button', {
        name: 'Conversa com Ana Operadora (Clínica Ponto Saúde), 2 mensagens não lidas',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fila de atendimento')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar ao suporte' })).toBeNull();
    expect(calls[0]?.path).toBe('/support/queue');
  });
});
