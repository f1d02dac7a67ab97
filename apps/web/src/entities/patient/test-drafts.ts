import { emptyPatientDraft, type PatientDraft } from './draft';

/** A complete, valid adult (CPF 111.444.777-35) for tests of the patient form. */
export function adultDraft(): PatientDraft {
  const draft = emptyPatientDraft('BR');
  return {
    ...draft,
    document: { ...draft.document, type: 'cpf', number: '111.444.777-35' },
    personal: {
      ...draft.personal,
      fullName: ' Maria da Silva ',
      sex: 'female',
      birthDate: '02/03/1990',
      phone: '11 98765-4321',
      email: '',
    },
    address: {
      ...draft.address,
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  };
}
