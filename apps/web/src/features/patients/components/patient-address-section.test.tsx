import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type AddressDraft, emptyAddress } from '@/entities/address';
import { renderWithApp } from '@/testing/render';
import { type AddressFieldsSlot, PatientAddressSection } from './patient-address-section';

const kept: AddressDraft = {
  ...emptyAddress('BR'),
  postalCode: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('patient address section', () => {
  it('edits through the address fields the route hands in, with their messages', async () => {
    const onChange = vi.fn();
    const Fields: AddressFieldsSlot = ({ value, onChange: change, errors }) => (
      <label>
        Rua
        <input value={value.street} onChange={(e) => change({ ...value, street: e.target.value })} />
        <span>{errors?.street}</span>
      </label>
    );
    renderWithApp(
      <PatientAddressSection
        AddressFields={Fields}
        value={kept}
        onChange={onChange}
        errors={{ street: 'Informe a rua' }}
        kept={kept}
      />,
    );
    expect(screen.getByRole('group', { name: 'Endereço' })).toBeInTheDocument();
    expect(screen.getByText('Informe a rua')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Rua/), 'x');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ street: 'Av. Paulistax' }));
  });

  it('without the fields, says the address is kept as it is, and still shows the server’s messages', () => {
    renderWithApp(
      <PatientAddressSection
        AddressFields={undefined}
        value={kept}
        onChange={() => undefined}
        errors={{ postalCode: 'CEP inválido' }}
        kept={kept}
      />,
    );
    expect(screen.getByText(/O endereço fica como está: Av\. Paulista, 1000/)).toBeInTheDocument();
    expect(screen.getByText('CEP inválido')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when no address is registered', () => {
    const none = { ...kept, street: '' };
    renderWithApp(
      <PatientAddressSection
        AddressFields={undefined}
        value={none}
        onChange={() => undefined}
        errors={{}}
        kept={none}
      />,
    );
    expect(screen.getByText('Sem endereço cadastrado.')).toBeInTheDocument();
  });
});
