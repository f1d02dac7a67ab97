import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { DocumentFields } from './document-fields';
import {
  type DocumentDraft,
  emptyDocument,
  emptyGuardian,
  emptyPersonalData,
  type PersonalDataDraft,
} from './draft';
import { GuardianFields } from './guardian-fields';
import { PersonalDataFields } from './personal-data-fields';

function DocumentHarness({ onValue }: { onValue: (v: DocumentDraft) => void }) {
  const [value, setValue] = useState(emptyDocument('BR'));
  return (
    <DocumentFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      errors={{ number: 'Documento inválido' }}
    />
  );
}

function PersonalHarness({
  onValue,
  phoneCountry,
}: {
  onValue: (v: PersonalDataDraft) => void;
  phoneCountry?: string;
}) {
  const [value, setValue] = useState(emptyPersonalData());
  return (
    <PersonalDataFields
      phoneCountry={phoneCountry}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('patient field groups', () => {
  it('DocumentFields masks a CPF while typing, shows the message beside the number, and asks the issuer for ids', async () => {
    let last: DocumentDraft = emptyDocument();
    renderWithApp(<DocumentHarness onValue={(v) => (last = v)} />);
    const number = await screen.findByLabelText(/Número do documento/);
    await userEvent.type(number, '11144477735');
    expect(number).toHaveValue('111.444.777-35');
    expect(screen.getByText('Documento inválido')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Órgão emissor')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Tipo de documento/), 'rg');
    expect(screen.getByLabelText('Órgão emissor')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/País de origem/), 'PT');
    expect(last).toMatchObject({ type: 'rg', countryOfOrigin: 'PT' });
  });

  it('PersonalDataFields masks the birth date and the phone', async () => {
    let last = emptyPersonalData();
    renderWithApp(<PersonalHarness onValue={(v) => (last = v)} />);
    await userEvent.type(await screen.findByLabelText(/Data de nascimento/), '02031990');
    await userEvent.type(screen.getByLabelText(/^Telefone/), '11987654321');
    await userEvent.selectOptions(screen.getByLabelText(/^Sexo/), 'female');
    expect(last).toMatchObject({ birthDate: '02/03/1990', phone: '11 98765-4321', sex: 'female' });
  });

  it("PersonalDataFields takes a Portuguese patient's number as '912 345 678' and says which numbers it takes", async () => {
    let last = emptyPersonalData();
    renderWithApp(<PersonalHarness phoneCountry="PT" onValue={(v) => (last = v)} />);
    const phone = await screen.findByLabelText(/^Telefone/);
    expect(phone).toHaveAttribute('placeholder', '912 345 678');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Número português de 9 dígitos'));
    await userEvent.type(phone, '912345678');
    expect(last.phone).toBe('912 345 678');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+351 912 345 678');
    expect(last.phone).toBe('+351 912 345 678');
  });

  it('PersonalDataFields of a Brazilian patient shows the Brazilian example and the international way', async () => {
    renderWithApp(<PersonalHarness onValue={() => undefined} />);
    const phone = await screen.findByLabelText(/^Telefone/);
    expect(phone).toHaveAttribute('placeholder', '99 99999-9999');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('+ e o código do país'));
  });

  it('GuardianFields says, for 12 to 17, that the exam is not disclosed, and asks only for the contact', async () => {
    renderWithApp(
      <GuardianFields requirement="contact" value={emptyGuardian()} onChange={() => undefined} />,
    );
    expect(await screen.findByText(/O exame não é divulgado ao responsável/)).toBeInTheDocument();
    expect(screen.queryByText(/Documento do responsável/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Telefone do responsável/)).toBeRequired();
  });

  it('GuardianFields under 12 asks for the guardian with an optional document and shows group messages', async () => {
    renderWithApp(
      <GuardianFields
        requirement="guardian"
        value={emptyGuardian()}
        onChange={() => undefined}
        errors={{
          '': 'Pacientes com menos de 12 anos precisam de um responsável legal',
          'document.number': 'Inválido',
        }}
      />,
    );
    expect(await screen.findByText('Documento do responsável (opcional)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('precisam de um responsável legal');
    expect(screen.getByText('Inválido')).toBeInTheDocument();
    expect(screen.getByLabelText(/Telefone do responsável/)).not.toBeRequired();
  });
});
