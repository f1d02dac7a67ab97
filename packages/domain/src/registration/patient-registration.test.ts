import { describe, expect, it } from 'vitest';
import {
  type PatientRegistration,
  patientPhoneCountry,
  patientRegistrationProblems,
  patientRegistrationSchema,
} from './patient-registration';

const today = '2026-11-22';

function registration(
  birthDate: string,
  extra: Partial<PatientRegistration> = {},
  documentType = 'cpf',
): PatientRegistration {
  return patientRegistrationSchema.parse({
    patient: {
      fullName: 'Maria da Silva',
      sex: 'female',
      birthDate,
      document: {
        type: documentType,
        number: documentType === 'cpf' ? '111.444.777-35' : '104539.01.55.2013.1.00012.021.0000123-21',
      },
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
    ...extra,
  });
}

const fields = (r: PatientRegistration, options = {}) =>
  patientRegistrationProblems(r, today, options).map((p) => `${p.field}:${p.messageKey}`);

describe('patient registration rules (§5)', () => {
  it('accepts an adult with nothing more', () => expect(fields(registration('1990-05-01'))).toEqual([]));

  it.each([
    ['2014-11-23', 'under 12 needs a guardian', ['guardian:validation:guardianRequired']],
    ['2014-11-22', '12 needs a guardian contact', ['guardian.contact:validation:guardianContactRequired']],
    ['2008-11-23', '17 needs a guardian contact', ['guardian.contact:validation:guardianContactRequired']],
    ['2008-11-22', '18 needs nothing', []],
  ])('born %s: %s', (birth, _why, expected) => expect(fields(registration(birth))).toEqual(expected));

  it('is satisfied by a guardian (under 12, document optional) or a guardian contact (12 to 17)', () => {
    const guardian = { name: 'Ana da Silva', kinship: 'parent' as const, phone: '11 98888-7777' };
    expect(fields(registration('2018-01-01', { guardian }))).toEqual([]);
    expect(
      fields(
        registration('2011-01-01', {
          guardian: { name: 'Ana da Silva', kinship: 'parent', contact: 'ana@x.com' },
        }),
      ),
    ).toEqual([]);
  });

  it('refuses a birth date in the future or over 119 years, and minors where adults only', () => {
    expect(fields(registration('2027-01-01'))).toEqual(['patient.birthDate:validation:dateInFuture']);
    expect(fields(registration('1906-01-01'))).toEqual(['patient.birthDate:validation:ageTooHigh']);
    expect(fields(registration('2010-01-01'), { adultsOnly: true })).toEqual([
      'patient.birthDate:validation:patientMustBeAdult',
    ]);
  });

  it('takes a birth certificate only for those born after 2010', () => {
    expect(fields(registration('2010-12-31', {}, 'certificate'))).toContain(
      'patient.document.type:validation:birthCertificateNotAllowed',
    );
  });

  describe("phones for the patient's country (§5)", () => {
    const portuguese = (phone: string, where: { address?: string; document?: string } = {}) => {
      const base = registration('1990-05-01');
      return {
        ...base,
        patient: {
          ...base.patient,
          phone,
          document: {
            type: 'citizenCard',
            number: '12345678 9 ZZ1',
            countryOfOrigin: where.document ?? 'PT',
          },
          address: { ...base.patient.address, country: where.address ?? 'BR' },
        },
      } as PatientRegistration;
    };

    it('takes a 9-digit Portuguese number when the document or the address is Portuguese', () => {
      expect(fields(portuguese('912 345 678'))).toEqual([]);
      expect(fields(portuguese('912345678', { document: 'BR', address: 'PT' }))).toEqual([]);
      expect(fields(portuguese('+351 912 345 678', { document: 'BR' }))).toEqual([]);
      expect(fields(portuguese('11 98765-4321'))).toEqual([]);
    });

    it('refuses it for a Brazilian patient, and 8 digits for anyone, naming the field', () => {
      expect(fields(portuguese('912 345 678', { document: 'BR' }))).toEqual([
        'patient.phone:validation:invalidPhone',
      ]);
      expect(fields(portuguese('91 234 567'))).toEqual(['patient.phone:validation:invalidPhone']);
    });

    it("checks the guardian's phone for the patient's country too", () => {
      const child = (country: string) => {
        const base = portuguese('912 345 678', { document: country, address: country });
        return {
          ...base,
          patient: { ...base.patient, birthDate: '2018-01-01' },
          guardian: { name: 'Ana da Silva', kinship: 'parent', phone: '913 456 789' },
        } as PatientRegistration;
      };
      expect(fields(child('PT'))).toEqual([]);
      expect(fields(child('BR'))).toEqual([
        'patient.phone:validation:invalidPhone',
        'guardian.phone:validation:invalidPhone',
      ]);
    });

    it('leaves a missing phone to the schema (the web checks forms still being filled)', () => {
      const { phone: _, ...patient } = registration('1990-05-01').patient;
      expect(fields({ patient } as unknown as PatientRegistration)).toEqual([]);
    });

    it('names Portugal when the address or the document is Portuguese, else Brazil', () => {
      const { patient } = registration('1990-05-01');
      expect(patientPhoneCountry(patient)).toBe('BR');
      expect(patientPhoneCountry({ ...patient, address: { ...patient.address, country: 'pt' } })).toBe('PT');
      expect(
        patientPhoneCountry({ ...patient, document: { ...patient.document, countryOfOrigin: 'PT' } }),
      ).toBe('PT');
    });
  });
});
