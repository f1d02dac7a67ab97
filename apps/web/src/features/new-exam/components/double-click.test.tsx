import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { json, workplace } from '@/testing/fixtures';
import { preExamCreated, renderWizard, storedDraft } from './render-wizard';

const clinic = workplace();

describe('a double click on Save', { timeout: 30_000 }, () => {
  it('saves the pre-exam once', async () => {
    storedDraft(clinic, (draft) => {
      draft.patient = adultDraft();
      draft.order.examIndexes = [3];
      draft.order.payment = { ...draft.order.payment, method: 'pix', pricePaidCents: 2500 };
      draft.step = 'confirmation';
    });
    let posts = 0;
    await renderWizard((url, init) => {
      if (url !== '/pre-exams' || init.method !== 'POST') return json(404, {});
      posts++;
      return preExamCreated();
    }, clinic);
    // Save waits for the catalogue, which the summary shows once loaded.
    await screen.findByText('Pedido', {}, { timeout: 5_000 });
    const save = screen.getByRole('button', { name: 'Salvar pré-cadastro' });

    // Both clicks land before React renders again, as a fast double click does.
    act(() => {
      save.click();
      save.click();
    });

    expect(await screen.findByTestId('protocol-number')).toHaveTextContent('2025000042');
    expect(posts).toBe(1);
  });
});
