import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { workplace } from '@/testing/fixtures';
import { renderWizard, storedDraft } from './render-wizard';

/** The value the confirmation shows beside a label (its <dt>/<dd> pair). */
function shownBeside(label: string): string {
  const term = screen.getAllByText(label).find((node) => node.tagName === 'DT');
  return term?.nextElementSibling?.textContent ?? '';
}

describe('the confirmation step', { timeout: 30_000 }, () => {
  it("shows a Brazilian patient's CPF masked, the exams, languages, voucher and payment", async () => {
    const clinic = workplace();
    storedDraft(clinic, (draft) => {
      draft.patient = adultDraft();
      draft.patient.document.number = '11144477735';
      draft.patient.personal.genderIdentity = 'female';
      draft.patient.consents.reportBySms = true;
      draft.order.examIndexes = [1, 3];
      draft.order.reportLanguages = ['pt-BR', 'en-US'];
      draft.order.procedure = { kind: 'voucher', registrationNumber: '', voucherCode: 'VC-1' };
      draft.order.voucherExamIndex = 3;
      draft.order.payment = { ...draft.order.payment, method: 'pix', pricePaidCents: 7900 };
      draft.step = 'confirmation';
    });
    await renderWizard();
    await screen.findByText('Pedido', {}, { timeout: 5_000 });
    expect(shownBeside('Documento')).toBe('CPF 111.444.777-35 · Brasil');
    expect(shownBeside('Autorizações dadas')).toBe('Aceita receber o laudo por SMS');
    const exams = screen.getByRole('list', { name: 'Exames e serviços' });
    expect(within(exams).getByText('Covid-19 antígeno')).toBeInTheDocument();
    expect(within(exams).getByText('Glicose')).toBeInTheDocument();
    expect(shownBeside('Idiomas do laudo')).toBe('Português (Brasil), English (US)');
    expect(shownBeside('Procedimento')).toBe('Voucher: VC-1 · Voucher verificado (Glicose)');
    expect(shownBeside('Forma de pagamento')).toBe('Pix');
    expect(shownBeside('Valor cheio')).toMatch(/R\$\s*79,00/);
  });

  it("prints a Portuguese patient's Cartão de Cidadão the Portuguese way", async () => {
    const clinic = workplace();
    storedDraft(clinic, (draft) => {
      draft.patient = adultDraft();
      draft.patient.document = {
        ...draft.patient.document,
        type: 'citizenCard',
        number: '123456789zz1',
        countryOfOrigin: 'PT',
      };
      draft.order.examIndexes = [3];
      draft.step = 'confirmation';
    });
    await renderWizard();
    await screen.findByText('Pedido', {}, { timeout: 5_000 });
    expect(shownBeside('Documento')).toBe('Cartão de Cidadão 12345678 9 ZZ1 · Portugal');
  });

  it("shows an animal's species translated, its breed, sex and age, and the tutor's CPF masked", async () => {
    const vet = workplace({ classification: 'VET' });
    storedDraft(vet, (draft) => {
      draft.animal = {
        nameOrCode: 'Rex',
        species: 'dog',
        breed: 'Labrador',
        sex: 'male',
        age: 3,
        ageUnit: 'years',
        tutorName: 'Ana Souza',
        tutorDocument: '11144477735',
      };
      draft.order.examIndexes = [3];
      draft.step = 'confirmation';
    });
    await renderWizard(undefined, vet);
    await screen.findByText('Pedido', {}, { timeout: 5_000 });
    expect(shownBeside('Nome ou código')).toBe('Rex');
    expect(shownBeside('Espécie')).toBe('Cão');
    expect(shownBeside('Raça')).toBe('Labrador');
    expect(shownBeside('Idade')).toBe('3 anos');
    expect(shownBeside('Documento do tutor')).toBe('111.444.777-35');
  });
});
