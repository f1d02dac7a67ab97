import { describe, expect, it } from 'vitest';
import { examStates } from '../machines/exam-state';
import { preExamSubmissionSchema } from '../ordering/order';
import { integrationPreExamRequestSchema, integrationTokenRequestSchema } from './api';
import { integrationFieldOf, integrationFieldsOf, preExamSubmissionOf } from './pre-exam';
import { integrationExamStatus, preExamApiStatus } from './status';

const request = integrationPreExamRequestSchema.parse({
  cnpj: '11.222.333/0001-81',
  examIndex: 3,
  externalId: ' erp-42 ',
  patient: {
    fullName: 'Maria Souza',
    sex: 'female',
    birthDate: '1990-04-12',
    document: { type: 'cpf', number: '529.982.247-25' },
    phone: '11 99999-9999',
    address: {
      postalCode: '01310-100',
      street: 'Av. Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  },
  quizForm: { symptoms: false },
});

describe('integration pre-exam request', () => {
  it('fills the defaults: report in pt-BR, paid by agreement, an empty questionnaire', () => {
    expect(request.externalId).toBe('erp-42');
    expect(request.reportLanguages).toEqual(['pt-BR']);
    expect(request.paymentMethod).toBe('agreement');
  });

  it('stands for a portal pre-exam of one exam, origin api, that the ordering contract accepts', () => {
    const submission = preExamSubmissionOf(request);
    expect(preExamSubmissionSchema.parse(submission)).toEqual(submission);
    expect(submission).toMatchObject({
      subject: { kind: 'patient', registration: { patient: { fullName: 'Maria Souza' } } },
      order: { examIndexes: [3], quizForm: { '3': { symptoms: false } }, procedure: { kind: 'none' } },
      origin: 'api',
    });
    expect(submission.subject).not.toHaveProperty('patientId');
    expect(submission.subject).not.toHaveProperty('registration.guardian');
  });

  it('names the registered patient and carries the guardian', () => {
    const guardian = { name: 'Ana Souza', kinship: 'parent' as const, phone: '11 98888-7777' };
    const submission = preExamSubmissionOf({ ...request, guardian }, 'patient-1');
    expect(submission.subject).toMatchObject({ patientId: 'patient-1', registration: { guardian } });
  });

  it('moves ordering problems to the fields the integrator sent', () => {
    expect(integrationFieldOf('subject.registration.patient.phone', 3)).toBe('patient.phone');
    expect(integrationFieldOf('subject.registration.guardian.contact', 3)).toBe('guardian.contact');
    expect(integrationFieldOf('order.examIndexes', 3)).toBe('examIndex');
    expect(integrationFieldOf('order.quizForm.3.symptoms', 3)).toBe('quizForm.symptoms');
    expect(integrationFieldOf('order.quizForm.3', 3)).toBe('quizForm');
    expect(integrationFieldOf('order.quizForm.31', 3)).toBe('order.quizForm.31');
    expect(integrationFieldOf('order.reportLanguages.0', 3)).toBe('reportLanguages.0');
    expect(integrationFieldOf('order.payment.method', 3)).toBe('paymentMethod');
    expect(integrationFieldOf('cnpj', 3)).toBe('cnpj');
    expect(integrationFieldsOf([{ field: 'order.examIndexes', messageKey: 'k' }], 3)).toEqual([
      { field: 'examIndex', messageKey: 'k' },
    ]);
  });

  it('takes the OAuth grant types only', () => {
    expect(integrationTokenRequestSchema.safeParse({ grant_type: 'password' }).success).toBe(true);
    expect(integrationTokenRequestSchema.safeParse({ grant_type: 'implicit' }).success).toBe(false);
  });
});

describe('integrationExamStatus', () => {
  const facts = { released: false, running: false };
  it.each([
    [{ ...facts, state: 'waitingForTest' }, 'STARTED'],
    [{ ...facts, state: 'waitingForTest', running: true }, 'IN_PROGRESS'],
    [{ ...facts, state: 'inAnalysis', running: true }, 'IN_PROGRESS'],
    [{ ...facts, state: 'ready' }, 'WAITING_RESULT'],
    [{ ...facts, state: 'ready', released: true }, 'FINISHED'],
    [{ ...facts, state: 'invalid' }, 'FINISHED'],
    [{ ...facts, state: 'awaitingRecollect' }, 'WAITING_RESULT'],
    [{ ...facts, state: 'recollectExpired' }, 'CANCELED'],
    [{ ...facts, state: 'cancelled' }, 'CANCELED'],
  ] as const)('%j → %s', (exam, status) => expect(integrationExamStatus(exam)).toBe(status));

  it('never answers NOT_FOUND for an exam that exists', () => {
    for (const state of examStates)
      for (const released of [true, false])
        for (const running of [true, false])
          expect(integrationExamStatus({ state, released, running })).not.toBe('NOT_FOUND');
  });
});

describe('preExamApiStatus', () => {
  it.each([
    [[], 'NOT_FOUND'],
    [['NOT_FOUND'], 'NOT_FOUND'],
    [['CANCELED', 'CANCELED'], 'CANCELED'],
    [['FINISHED', 'CANCELED'], 'FINISHED'],
    [['STARTED', 'STARTED'], 'STARTED'],
    [['STARTED', 'CANCELED'], 'STARTED'],
    [['STARTED', 'FINISHED'], 'IN_PROGRESS'],
    [['IN_PROGRESS', 'WAITING_RESULT'], 'IN_PROGRESS'],
    [['WAITING_RESULT', 'FINISHED'], 'WAITING_RESULT'],
    [['WAITING_RESULT'], 'WAITING_RESULT'],
  ] as const)('%j → %s', (statuses, status) => expect(preExamApiStatus(statuses)).toBe(status));
});
