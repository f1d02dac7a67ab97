import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithApp } from '@/testing/render';
import { PatientEditOutcome } from './patient-edit-outcome';
import { Anonymised, BackToSearch } from './patient-edit-states';

describe('patient edit outcome', () => {
  it('asks to review the fields, listing the messages no field shows', async () => {
    renderWithApp(
      <PatientEditOutcome
        outcome={{ kind: 'invalid', fields: [], code: 'VALIDATION_FAILED' }}
        unplaced={[{ field: 'x', messageKey: 'validation:required' }]}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Revise os campos');
    expect(alert).toHaveTextContent('Alguns campos precisam de correção');
    expect(alert).toHaveTextContent('Campo obrigatório');
  });

  it('gives the advice of a document that is another patient’s', async () => {
    renderWithApp(
      <PatientEditOutcome
        outcome={{ kind: 'invalid', fields: [], code: 'PATIENT_ALREADY_REGISTERED' }}
        unplaced={[]}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Busque o paciente e atualize os dados dele');
  });

  it("says 'patient edit failure' (§8) whatever made the save fail", async () => {
    renderWithApp(
      <PatientEditOutcome
        outcome={{ kind: 'failed', error: new ApiError('UNEXPECTED_ERROR', 500) }}
        unplaced={[]}
      />,
    );
    expect(await screen.findByText('Falha ao salvar o paciente')).toBeInTheDocument();
  });

  it('says saved, and nothing while idle', async () => {
    const { unmount } = renderWithApp(<PatientEditOutcome outcome={{ kind: 'saved' }} unplaced={[]} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Alterações salvas.');
    unmount();
    renderWithApp(<PatientEditOutcome outcome={{ kind: 'idle' }} unplaced={[]} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('patient edit states', () => {
  it('shows an anonymised patient as such, with the way back to the search', async () => {
    renderWithApp(<Anonymised />);
    expect(await screen.findByRole('status')).toHaveTextContent('Paciente anonimizado');
    expect(screen.getByRole('link', { name: 'Voltar para a busca' })).toHaveAttribute('href', '/pacientes');
  });

  it('links back to the patient search', () => {
    renderWithApp(<BackToSearch />);
    expect(screen.getByRole('link', { name: 'Voltar para a busca' })).toHaveAttribute('href', '/pacientes');
  });
});
