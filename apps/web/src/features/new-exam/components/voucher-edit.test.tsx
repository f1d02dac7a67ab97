import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { json, loginResponse, session, workplace } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { emptyWizardDraft } from '../model/draft';
import { saveDraft } from '../model/flow-storage';
import { testCatalogue } from '../model/test-catalogue';
import { NewExamWizard } from './new-exam-wizard';

const clinic = workplace();
const now = () => new Date('2025-06-15T12:00:00-03:00');

async function renderAtProcedure() {
  const draft = emptyWizardDraft({ userId: 'u1', cnpj: clinic.cnpj }, { veterinary: false });
  draft.patient = adultDraft();
  draft.step = 'procedure';
  draft.order.examIndexes = [3];
  draft.order.procedure.kind = 'voucher';
  saveDraft(draft);
  const services = testServices({
    fetch: async (input) => {
      const url = String(input);
      if (url.startsWith('/exams/catalogue')) return json(200, testCatalogue());
      if (url === '/vouchers/check') return json(200, { code: 'VC-1', examIndex: 3, remaining: 2 });
      return json(500, {});
    },
  });
  await services.completeLogin(loginResponse(session({ currentWorkplace: clinic })));
  renderWithApp(<NewExamWizard userId="u1" workplace={clinic} slots={{}} now={now} />, services);
}

describe('the voucher code edited after it was checked', { timeout: 30_000 }, () => {
  it('keeps the wizard on the step, with the new code and the check undone', async () => {
    await renderAtProcedure();
    const code = await screen.findByRole('textbox', { name: /Código do voucher/ });
    await userEvent.type(code, 'VC-1');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar voucher' }));
    expect(await screen.findByText('Voucher válido')).toBeInTheDocument();

    await userEvent.type(code, '2');

    expect(screen.getByRole('textbox', { name: /Código do voucher/ })).toHaveValue('VC-12');
    expect(screen.queryByText('Voucher válido')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Procedimento/ })).toBeInTheDocument();
  });
});
