import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toRegistration } from '@/entities/patient';
import { adultDraft } from '@/entities/patient/test-drafts';
import { apiError, json, loginResponse, session, workplace } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { emptyWizardDraft } from '../model/draft';
import { loadDraft, newExamDraftKey, saveDraft } from '../model/flow-storage';
import { testCatalogue } from '../model/test-catalogue';
import { NewExamWizard } from './new-exam-wizard';
import { preExamCreated } from './render-wizard';

const clinic = workplace();
const owner = { userId: 'u1', cnpj: clinic.cnpj };
const now = () => new Date('2025-06-15T12:00:00-03:00');

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

async function setup(handler: Handler) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const services = testServices({
    fetch: async (input, init = {}) => {
      const url = String(input);
      calls.push({ url, init });
      if (url.startsWith('/exams/catalogue')) return json(200, testCatalogue());
      return handler(url, init);
    },
  });
  await services.completeLogin(loginResponse(session({ currentWorkplace: clinic })));
  const view = () => <NewExamWizard userId="u1" workplace={clinic} slots={{}} now={now} />;
  const result = renderWithApp(view(), services);
  return { calls, ...result, view };
}

/** A new patient's draft at the confirmation, one glucose exam paid in full by Pix. */
function paidGlucoseAtConfirmation() {
  const draft = emptyWizardDraft(owner, { veterinary: false });
  draft.patient = adultDraft();
  draft.step = 'confirmation';
  draft.order.examIndexes = [3];
  draft.order.payment = { ...draft.order.payment, method: 'pix', pricePaidCents: 2500 };
  return draft;
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('NewExamWizard', { timeout: 30_000 }, () => {
  it('checks the document before Next, then looks the patient up (§7 headers) and goes on as a new patient', async () => {
    const { calls } = await setup((url) =>
      url.startsWith('/patients/get/data/v2') ? apiError('PATIENT_NOT_REGISTERED', 404) : json(500, {}),
    );
    expect(await screen.findByRole('heading', { name: 'Etapa 1: Documento' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    const number = screen.getByLabelText(/Número do documento/);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Campo obrigatório: Número do documento')).toBeInTheDocument();
    await userEvent.type(number, '11144477736');
    expect(await screen.findByText('Documento inválido')).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, '11144477735');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByRole('heading', { name: 'Etapa 2: Dados pessoais' })).toBeInTheDocument();
    expect(screen.getByText('Novo paciente')).toBeInTheDocument();
    const lookup = calls.find((c) => c.url.startsWith('/patients/get/data/v2'));
    expect(lookup).toBeDefined();
    expect(header(lookup!.init, 'document')).toBe('111.444.777-35');
    expect(header(lookup!.init, 'country')).toBe('BR');
    expect(header(lookup!.init, 'cnpj')).toBe(clinic.cnpj);
    expect(header(lookup!.init, 'device')).toBe('web');
    expect(header(lookup!.init, 'Authorization')).toBe('Bearer access-1');
  });

  it('fills the form with a known patient and keeps its id for the submission', async () => {
    const registration = toRegistration(adultDraft(), '2025-06-15');
    await setup((url) =>
      url.startsWith('/patients/get/data/v2')
        ? json(200, { id: 'p-1', registration, createdAt: 'x', updatedAt: 'x' })
        : json(500, {}),
    );
    await userEvent.type(await screen.findByLabelText(/Número do documento/), '11144477735');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText('Paciente encontrado')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Maria da Silva');
    expect(screen.getByLabelText(/Data de nascimento/)).toHaveValue('02/03/1990');
    await waitFor(() => expect(loadDraft(owner)?.patientId).toBe('p-1'));
  });

  it('keeps what was typed through Back and Next and through a reload (sessionStorage)', async () => {
    const { unmount, view, services } = await setup(() => apiError('PATIENT_NOT_REGISTERED', 404));
    await userEvent.type(await screen.findByLabelText(/Número do documento/), '11144477735');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nome completo' }), 'Maria da Silva');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByLabelText(/Número do documento/)).toHaveValue('111.444.777-35');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByRole('textbox', { name: 'Nome completo' })).toHaveValue('Maria da Silva');
    unmount();
    renderWithApp(view(), services);
    expect(await screen.findByRole('heading', { name: 'Etapa 2: Dados pessoais' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Maria da Silva');
  });

  it("shows the server's field errors beside the field and opens the step that owns it", async () => {
    const draft = emptyWizardDraft(owner, { veterinary: false });
    draft.patient = adultDraft();
    draft.step = 'confirmation';
    draft.order.examIndexes = [3];
    draft.order.payment.method = 'cash';
    saveDraft(draft);
    const { calls } = await setup((url) =>
      url.startsWith('/pre-exams')
        ? apiError('VALIDATION_FAILED', 400, {
            fields: [
              { field: 'subject.registration.patient.fullName', messageKey: 'validation:invalidPersonName' },
            ],
          })
        : json(500, {}),
    );
    expect(await screen.findByRole('heading', { name: /Confirmação/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar pré-cadastro' }));
    expect(await screen.findByRole('heading', { name: 'Etapa 2: Dados pessoais' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Use somente letras e espaços')).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/pre-exams');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({
      subject: { kind: 'patient', registration: { patient: { fullName: 'Maria da Silva' } } },
      order: { examIndexes: [3], payment: { method: 'cash' } },
    });
  });

  it('shows the protocol number once saved and starts a cohabitant keeping the address and household', async () => {
    saveDraft(paidGlucoseAtConfirmation());
    await setup((url) => (url === '/pre-exams' ? preExamCreated() : json(500, {})));
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar pré-cadastro' }));
    expect(await screen.findByTestId('protocol-number')).toHaveTextContent('2025000042');
    expect(screen.getByText(/pronto para ser feito em um leitor/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar coabitante' }));
    expect(await screen.findByRole('heading', { name: 'Etapa 1: Documento' })).toBeInTheDocument();
    expect(screen.getByText(/Maria da Silva — protocolo 2025000042/)).toBeInTheDocument();
    const next = loadDraft(owner);
    expect(next?.householdId).toBe('11111111-1111-4111-8111-111111111111');
    expect(next?.patient.address.street).toBe('Avenida Paulista');
    expect(next?.patient.personal.fullName).toBe('');
  });

  it("holds the start buttons' places while the saved exams load, so the buttons below do not move", async () => {
    saveDraft(paidGlucoseAtConfirmation());
    let answerDetail: (response: Response) => void = () => {};
    await setup((url) => {
      if (url === '/pre-exams') return preExamCreated({ protocolNumber: '2025000043' });
      if (url === '/pre-exams/pe-1') return new Promise<Response>((resolve) => (answerDetail = resolve));
      return json(500, {});
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar pré-cadastro' }));
    expect(await screen.findByTestId('protocol-number')).toHaveTextContent('2025000043');
    const held = screen.getByTestId('start-links-loading');
    expect(held.children).toHaveLength(1);
    const cohabitant = screen.getByRole('button', { name: 'Cadastrar coabitante' });
    expect(held.compareDocumentPosition(cohabitant) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    answerDetail(
      json(200, {
        id: 'pe-1',
        protocolNumber: '2025000043',
        status: 'waitingForTest',
        householdId: '11111111-1111-4111-8111-111111111111',
        origin: 'web',
        subject: { kind: 'patient', id: 'p-1', name: 'Maria da Silva', document: null },
        exams: [3].map((index) => ({
          examRequestId: `er-${index}`,
          index,
          code: `E${index}`,
          name: { 'pt-BR': index === 1 ? 'Covid-19 antígeno' : 'Glicose' },
          status: 'waitingForTest',
          voucherCode: null,
        })),
        comboCode: null,
        selfCollectionKit: null,
        procedure: { kind: 'none' },
        reportLanguages: ['pt-BR'],
        quizForm: {},
        payment: {
          method: 'pix',
          fullPriceCents: 2500,
          discountCents: 0,
          discountMotive: null,
          pricePaidCents: 2500,
          displacementFeeCents: 0,
          remainderCents: 0,
        },
        photoId: null,
        createdAt: '2025-06-15T15:00:00Z',
      }),
    );
    expect(await screen.findByRole('link', { name: /Glicose/ })).toBeInTheDocument();
    expect(screen.queryByTestId('start-links-loading')).toBeNull();
  });

  it('never writes the draft back after logout', async () => {
    const { services } = await setup(() => apiError('PATIENT_NOT_REGISTERED', 404));
    await userEvent.type(await screen.findByLabelText(/Número do documento/), '1');
    expect(window.sessionStorage.getItem(newExamDraftKey)).not.toBeNull();
    await services.logout();
    expect(window.sessionStorage.getItem(newExamDraftKey)).toBeNull();
  });
});
