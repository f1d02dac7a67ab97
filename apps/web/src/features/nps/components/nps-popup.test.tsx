import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { NpsPopup } from './nps-popup';

// The comment box grows with its text and listens for fonts loading; jsdom has no FontFaceSet.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

async function renderPopup(answer: () => Response = () => new Response(null, { status: 204 }), due = true) {
  const sent: unknown[] = [];
  const start = session({ loginPopups: { nps: due, survey: false } });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/nps') {
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    }
    return json(200, start);
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(start));
  renderWithApp(<NpsPopup />, services);
  return { sent, services };
}

describe('NPS popup (§2)', () => {
  it('sends the score and the comment, closes, and is not due again in this session', async () => {
    const { sent, services } = await renderPopup();
    const send = await screen.findByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '9' }));
    await userEvent.type(screen.getByLabelText(/Quer contar o porquê/), '  rápido  ');
    await userEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ score: 9, comment: 'rápido' }]);
    expect(services.store.get()?.session.loginPopups.nps).toBe(false);
  });

  it("answers 'not now' with no score; the dialog's close button is named the same", async () => {
    const { sent } = await renderPopup();
    await screen.findByRole('dialog');
    // The close button of the dialog says 'not now' too: closing is postponing.
    const [close, later] = screen.getAllByRole('button', { name: 'Agora não' });
    expect(later).toHaveTextContent('Agora não');
    await userEvent.click(later as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(close).not.toBe(later);
    expect(sent).toEqual([{ score: null }]);
  });

  it('stays open with the error when the answer cannot be sent', async () => {
    await renderPopup(() => apiError('UNEXPECTED_ERROR', 500));
    await userEvent.click(await screen.findByRole('radio', { name: '3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows nothing when the survey is not due', async () => {
    await renderPopup(undefined, false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Sua opinião sobre o Ponto')).toBeNull();
  });
});
