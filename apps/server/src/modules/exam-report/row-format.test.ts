import { reportColumns } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { translator } from '../../platform/i18n';
import type { ReportRecord } from './repository';
import { addressText, centsText, reportRowOf, rowWords } from './row-format';

const words = (locale: 'pt-BR' | 'en-US' | 'es-ES') => rowWords(locale, translator(locale));

const record: ReportRecord = {
  examRequestId: '0b8f0b8e-3c5a-4c55-9d3e-2a1f0e9b7c11',
  cursorAt: '2026-03-10 13:05:00.123456+00',
  examDate: '2026-03-10 10:05',
  examDay: '2026-03-10',
  hashcode: 'a'.repeat(64),
  voucherCode: null,
  protocolNumber: '2026000042',
  fullPriceCents: 12000,
  paymentMethod: 'pix',
  discountCents: 1005,
  discountMotive: 'Convênio da empresa',
  pricePaidCents: 10995,
  procedureKind: 'registration',
  registrationNumber: 'MAT-77',
  examMethodology: 'Imunocromatografia',
  workplace: 'Farmácia Central',
  document: '52998224725',
  patientName: 'Irene Laudada',
  birthDate: '1990-03-11',
  phone: '11 98765-4321',
  sex: 'female',
  street: 'Rua das Flores',
  streetNumber: '100',
  complement: '',
  district: 'Centro',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01001-000',
  animal: null,
  analyteCode: 'HBA1C',
  analyteName: { 'pt-BR': 'Hemoglobina glicada', 'en-US': 'Glycated haemoglobin' },
  unit: '%',
  qualitative: false,
  value: '6.25',
  valid: true,
  interferent: null,
  methodology: 'HPLC',
  processTimeSeconds: 312,
  elapsedSeconds: 905,
  tubeCode: 'CP123',
  operatorName: 'Olga Operadora',
  operatorDocument: '11144477735',
};

describe('reportRowOf', () => {
  it('fills every §3 column as text, numbers with a point, words in the language', () => {
    const row = reportRowOf(record, words('pt-BR'));
    expect(Object.keys(row)).toEqual([...reportColumns]);
    expect(row).toMatchObject({
      document: '52998224725',
      patient: 'Irene Laudada',
      examDate: '2026-03-10 10:05',
      analyte: 'Hemoglobina glicada (%)',
      result: '6.25',
      valid: 'Sim',
      elapsedTime: '905',
      processingTime: '312',
      tubeCode: 'CP123',
      code: '2026000042',
      // Her birthday is the day after the exam.
      age: '35',
      city: 'São Paulo',
      address: 'Rua das Flores, 100, Centro, 01001-000',
      state: 'SP',
      birthDate: '1990-03-11',
      pricePaid: '109.95',
      fullPrice: '120.00',
      discount: '10.05',
      paymentMethod: 'Pix',
      methodology: 'HPLC',
      sex: 'Feminino',
      voucher: 'MAT-77',
      orderPassword: '',
      assistantRegistration: '',
    });
    expect(reportRowOf(record, words('en-US'))).toMatchObject({
      analyte: 'Glycated haemoglobin (%)',
      valid: 'Yes',
      sex: 'Female',
    });
  });

  it('translates qualitative codes, including the negative ones', () => {
    const english = words('en-US');
    const qualitative = { ...record, qualitative: true, unit: null, valid: false };
    expect(reportRowOf({ ...qualitative, value: '1' }, english)).toMatchObject({
      result: 'Reactive',
      valid: 'No',
    });
    expect(reportRowOf({ ...qualitative, value: '-1' }, english).result).toBe('Invalid');
    expect(reportRowOf({ ...qualitative, value: '-2' }, words('es-ES')).result).toBe('No concluyente');
  });

  it('gives an exam with no result yet one row with empty result columns', () => {
    const row = reportRowOf(
      {
        ...record,
        analyteCode: null,
        analyteName: null,
        unit: null,
        qualitative: null,
        value: null,
        valid: null,
        methodology: null,
        processTimeSeconds: null,
        elapsedSeconds: null,
        hashcode: null,
        voucherCode: 'V-1',
      },
      words('pt-BR'),
    );
    expect(row).toMatchObject({
      analyte: '',
      result: '',
      valid: '',
      elapsedTime: '',
      processingTime: '',
      hashcode: '',
      methodology: 'Imunocromatografia',
      voucher: 'V-1',
    });
  });

  it('reads an animal: tutor document and phone, whole years of age, no human address', () => {
    const row = reportRowOf(
      {
        ...record,
        document: null,
        patientName: null,
        birthDate: null,
        phone: null,
        sex: null,
        street: null,
        streetNumber: null,
        complement: null,
        district: null,
        postalCode: null,
        city: null,
        state: null,
        procedureKind: 'none',
        paymentMethod: 'unknown',
        animal: {
          nameOrCode: 'Rex',
          tutorDocument: '39053344705',
          tutorPhone: '21 91234-5678',
          sex: 'male',
          age: 30,
          ageUnit: 'months',
        },
      },
      words('pt-BR'),
    );
    expect(row).toMatchObject({
      document: '39053344705',
      patient: 'Rex',
      phone: '21 91234-5678',
      sex: 'Masculino',
      age: '2',
      city: '',
      address: '',
      birthDate: '',
      voucher: '',
      paymentMethod: '',
    });
    const years = { ...record, birthDate: null, animal: { age: 4, ageUnit: 'years' } };
    expect(reportRowOf(years, words('pt-BR')).age).toBe('4');
    expect(reportRowOf({ ...years, animal: {} }, words('pt-BR')).age).toBe('');
  });
});

describe('value formats', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123456789, '1234567.89'],
    [null, ''],
  ])('%j cents → %j', (cents, text) => expect(centsText(cents)).toBe(text));

  it('joins the parts of an address that are given', () => {
    const none = { street: null, streetNumber: null, complement: null, district: null, postalCode: null };
    expect(addressText(none)).toBe('');
    expect(
      addressText({
        street: 'Rua A',
        streetNumber: '1',
        complement: 'apto 2',
        district: ' ',
        postalCode: '',
      }),
    ).toBe('Rua A, 1, apto 2');
    expect(addressText({ ...none, district: 'Centro', postalCode: '01001-000' })).toBe('Centro, 01001-000');
  });
});
