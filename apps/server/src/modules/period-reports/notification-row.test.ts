import { describe, expect, it } from 'vitest';
import { translator } from '../../platform/i18n';
import { notificationRowOf, notificationWords } from './notification-row';
import type { NotificationRecord } from './notifications-repository';

const record: NotificationRecord = {
  examRequestId: 'e1',
  cursorAt: '2026-03-12 05:30:00+00',
  analyteCode: 'TP_AB',
  notificationDay: '2026-03-12',
  examDay: '2026-03-10',
  protocolNumber: '2026000042',
  examName: { 'pt-BR': 'Sífilis', 'en-US': 'Syphilis', 'es-ES': 'Sífilis', 'pt-PT': 'Sífilis' },
  method: 'Imunocromatografia',
  value: '1',
  tradeName: 'Farmácia Central',
  taxId: '01234567000189',
  patientName: 'José Silva',
  birthDate: '2000-03-11',
  phone: null,
  sex: 'male',
  address: { street: 'Rua A', number: '10', complement: '', city: 'Niterói', state: 'RJ' },
  examCode: 'SYPHILIS',
  sampleType: 'capillary_blood',
  documentType: 'cpf',
  documentCountry: 'BR',
};

describe('notificationRowOf (§3 mandatory notification fields)', () => {
  it("writes the fields as text in the report's language", () => {
    expect(notificationRowOf(record, notificationWords('es-ES', translator('es-ES')))).toEqual({
      patientAge: '25',
      exam: 'Sífilis',
      result: 'Reactivo',
      code: '2026000042',
      patientAddress: 'Rua A, 10',
      examDate: '2026-03-10',
      tradeName: 'Farmácia Central',
      taxId: '01.234.567/0001-89',
      city: 'Niterói',
      state: 'RJ',
      patientName: 'José Silva',
      method: 'Imunocromatografia',
      patientSex: 'Masculino',
      birthDate: '2000-03-11',
      phone: '',
      notificationDate: '2026-03-12',
    });
  });

  it('leaves out what was not registered rather than inventing it', () => {
    const row = notificationRowOf(
      { ...record, address: null, sex: null },
      notificationWords('en-US', translator('en-US')),
    );
    expect(row).toMatchObject({ patientAddress: '', city: '', state: '', patientSex: '', exam: 'Syphilis' });
  });
});
