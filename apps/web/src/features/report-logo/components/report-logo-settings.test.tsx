import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { ReportLogoSettings } from './report-logo-settings';

const cnpj = '22333444000181';
// The eight bytes that open every PNG: enough for the check, which reads the type and the size.
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0])], 'logo.png', { type: 'image/png' });

/** FileInput's label names its button; the file goes to the hidden input beside it. */
async function fileInput(): Promise<HTMLInputElement> {
  await screen.findByRole('button', { name: /Imagem do logotipo/ });
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

interface Call {
  method: string;
  body: unknown;
}

async function renderSettings(
  stored: string | null,
  answer: (call: Call) => Response = (call) =>
    json(200, { image: call.method === 'DELETE' ? null : (call.body as { image: string }).image }),
) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname !== '/workplace/report-logo') return json(200, session());
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(200, { image: stored });
    const call = { method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  renderWithApp(<ReportLogoSettings cnpj={cnpj} />, services);
  return calls;
}

describe('report logo settings', () => {
  it('says the reports carry the Ponto mark while there is no logo, then saves a PNG and shows it', async () => {
    const calls = await renderSettings(null);
    expect(await screen.findByText('Sem logotipo: os laudos levam a marca do Ponto.')).toBeInTheDocument();
    await userEvent.upload(await fileInput(), png());
    expect(await screen.findByRole('status')).toHaveTextContent('Logotipo salvo');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({ image: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(screen.getByRole('img', { name: 'Logotipo atual dos laudos' })).toBeInTheDocument();
  });

  it('refuses a file that is not a PNG or JPEG on the field, without sending it', async () => {
    const calls = await renderSettings(null);
    await userEvent.upload(await fileInput(), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Envie uma imagem PNG ou JPEG.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('removes the logo', async () => {
    const calls = await renderSettings('data:image/png;base64,iVBORw0KGgo=');
    await userEvent.click(await screen.findByRole('button', { name: 'Remover logotipo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Logotipo removido');
    expect(calls.map((c) => c.method)).toEqual(['DELETE']);
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
  });

  it("puts the server's refusal of the image on the field, and other failures in an alert", async () => {
    let answer = () =>
      apiError('VALIDATION_FAILED', 400, {
        fields: [{ field: 'image', messageKey: 'validation:logoTooLarge', params: { max: 200 } }],
      });
    await renderSettings(null, () => answer());
    await userEvent.upload(await fileInput(), png());
    expect(
      await screen.findByText('A imagem tem mais de 200 KB. Envie uma imagem menor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    answer = () => apiError('UNEXPECTED_ERROR', 500);
    await userEvent.upload(await fileInput(), png());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
