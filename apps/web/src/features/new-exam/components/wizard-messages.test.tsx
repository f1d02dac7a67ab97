import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { apiError, workplace } from '@/testing/fixtures';
import { renderWizard, storedDraft } from './render-wizard';

const clinic = workplace();

describe('wizard messages', { timeout: 30_000 }, () => {
  it('says which field is required, and the message goes as soon as the field is filled', async () => {
    storedDraft(clinic, (draft) => {
      draft.patient = adultDraft();
      draft.order.examIndexes = [3];
      draft.step = 'payment';
    });
    await renderWizard();
    const method = await screen.findByRole('combobox', { name: /Forma de pagamento/ });
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText('Campo obrigatório: Forma de pagamento')).toBeInTheDocument();
    expect(method).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(method, { target: { value: 'pix' } });

    await waitFor(() =>
      expect(screen.queryByText('Campo obrigatório: Forma de pagamento')).not.toBeInTheDocument(),
    );
    expect(method).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('clears an invalid name once it is corrected, and says it is required once emptied', async () => {
    storedDraft(clinic, (draft) => {
      draft.patient = adultDraft();
      draft.patient.personal.fullName = 'Maria 2';
      draft.lookup = { key: 'cpf:11144477735:BR', outcome: 'notFound' };
      draft.step = 'personal';
    });
    await renderWizard(() => apiError('PATIENT_NOT_REGISTERED', 404));
    const name = await screen.findByRole('textbox', { name: 'Nome completo' });
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText('Use somente letras e espaços')).toBeInTheDocument();

    await userEvent.clear(name);
    expect(await screen.findByText('Campo obrigatório: Nome completo')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: 'Maria da Silva' } });
    expect(screen.queryByText('Campo obrigatório: Nome completo')).not.toBeInTheDocument();
    expect(screen.queryByText('Use somente letras e espaços')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("drops the server's voucher refusal as soon as the code is edited", async () => {
    storedDraft(clinic, (draft) => {
      draft.patient = adultDraft();
      draft.order.examIndexes = [3];
      draft.order.procedure = { kind: 'voucher', registrationNumber: '', voucherCode: 'USED1' };
      draft.step = 'procedure';
    });
    await renderWizard((url) =>
      url === '/vouchers/check'
        ? apiError('VOUCHER_MAX_USED', 422, {
            fields: [{ field: 'order.procedure.voucherCode', messageKey: 'errors:VOUCHER_MAX_USED.title' }],
          })
        : apiError('NOT_FOUND', 404),
    );
    const code = await screen.findByRole('textbox', { name: /Código do voucher/ });
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));

    await userEvent.type(code, '2');

    expect(code).not.toHaveAttribute('aria-invalid', 'true');
  });
});
