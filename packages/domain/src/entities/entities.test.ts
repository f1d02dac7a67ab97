import { describe, expect, it } from 'vitest';
import { addressSchema } from './address';
import { animalSchema } from './animal';
import { calibrationSchema } from './calibration';
import { controlSampleSchema } from './control-sample';
import { identityDocumentSchema } from './document';
import { examRequestSchema } from './exam-request';
import { kinships, legalGuardianSchema } from './legal-guardian';
import { mandatoryNotificationSchema } from './mandatory-notification';
import { operatorSchema } from './operator';
import { patientSchema } from './patient';
import { initialPatientFlow } from './patient-flow';
import { protocolRowSchema } from './protocol';
import { qualitativeLabel, qualitativeValues } from './qualitative';
import { readerSchema } from './reader';
import { reportColumns, reportRowCells, reportRowSchema } from './report-row';
import { resultSchema } from './result';
import { orderSchema, stockItemSchema } from './stock';
import { trailCompletion } from './training';
import { voucherSchema } from './voucher';

const address = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const patient = {
  fullName: 'Maria da Conceição Silva',
  sex: 'female',
  birthDate: '1990-04-12',
  document: { type: 'cpf', number: '529.982.247-25' },
  phone: '(11) 98765-4321',
  address,
};

describe('identity document', () => {
  it('defaults the country to Brazil and checks the number by type', () => {
    expect(identityDocumentSchema.parse({ type: 'nif', number: '123456789' }).countryOfOrigin).toBe('BR');
    const bad = identityDocumentSchema.safeParse({ type: 'cpf', number: '111.111.111-11' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['number'], message: 'validation:invalidDocument' });
  });
});

describe('address', () => {
  it('checks the postal code unless marked unknown', () => {
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, postalCode: '123' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...address, postalCode: '', postalCodeUnknown: true }).success).toBe(
      true,
    );
    expect(
      addressSchema.safeParse({ ...address, country: 'PT', postalCode: '1000-001', state: 'Lisboa' }).success,
    ).toBe(true);
  });

  it('wants digits only in the number (§5)', () => {
    const bad = addressSchema.safeParse({ ...address, number: '10A' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['number'], message: 'validation:digitsOnly' });
  });

  it('wants a Brazilian state abbreviation, or a Portuguese district by name (§5)', () => {
    const br = addressSchema.safeParse({ ...address, state: 'São Paulo' });
    expect(br.error?.issues[0]).toMatchObject({ path: ['state'], message: 'validation:invalidState' });
    const pt = addressSchema.safeParse({ ...address, country: 'PT', postalCode: '1000-001', state: 'SP' });
    expect(pt.error?.issues[0]).toMatchObject({ path: ['state'], message: 'validation:invalidDistrict' });
    expect(
      addressSchema.safeParse({ ...address, country: 'ES', postalCode: '28001', state: 'Madrid' }).success,
    ).toBe(true);
  });
});

describe('patient', () => {
  it('accepts a complete patient and defaults the consents to false', () => {
    expect(patientSchema.parse(patient).consents).toEqual({
      promotions: false,
      reportBySms: false,
      shareResultWithEmployer: false,
    });
  });

  it.each([
    [{ fullName: 'Maria 2' }, 'fullName', 'validation:invalidPersonName'],
    [{ phone: '123' }, 'phone', 'validation:invalidPhone'],
    [{ email: 'maria@' }, 'email', 'validation:invalidEmail'],
    [{ birthDate: '12/04/1990' }, 'birthDate', undefined],
  ])('refuses %j', (change, field, message) => {
    const result = patientSchema.safeParse({ ...patient, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('legal guardian', () => {
  it('knows the §3 kinships', () => expect(kinships).toHaveLength(6));
  it('needs a name and a kinship', () => {
    expect(
      legalGuardianSchema.safeParse({ name: 'José Silva', kinship: 'parent', contact: '11 98765-4321' })
        .success,
    ).toBe(true);
    expect(legalGuardianSchema.safeParse({ name: 'José Silva', kinship: 'neighbour' }).success).toBe(false);
  });
});

describe('animal', () => {
  it('accepts an empty record and refuses an unknown species', () => {
    expect(animalSchema.safeParse({}).success).toBe(true);
    expect(animalSchema.safeParse({ species: 'horse', age: 14, ageUnit: 'months' }).success).toBe(true);
    expect(animalSchema.safeParse({ species: 'dragon' }).success).toBe(false);
  });

  it("checks the tutor's phone and e-mail when given, and leaves a blank one alone", () => {
    expect(animalSchema.parse({ tutorPhone: ' ', tutorEmail: '' })).toEqual({
      tutorPhone: '',
      tutorEmail: '',
    });
    expect(
      animalSchema.safeParse({ tutorPhone: '11 98765-4321', tutorEmail: 'tutor@example.com' }).success,
    ).toBe(true);
    const bad = animalSchema.safeParse({ tutorPhone: '12', tutorEmail: 'not-an-email' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tutorPhone', 'validation:invalidPhone'],
      ['tutorEmail', 'validation:invalidEmail'],
    ]);
  });
});

describe('operator', () => {
  const operator = {
    document: '111.444.777-35',
    name: 'Ana Souza',
    birthDate: '1985-01-20',
    sex: 'female',
    email: 'ana@farmacia.com.br',
    establishmentCnpj: '11222333000181',
    council: { acronym: 'CRF', state: 'SP', number: '12345', profession: 'Farmacêutica' },
  };
  it('accepts an operator with council data', () =>
    expect(operatorSchema.parse(operator).documentType).toBe('cpf'));
  it.each([
    [{ name: 'Al' }, 'name'],
    [{ document: '111.444.777-36' }, 'document'],
    [{ documentType: 'citizenCard', document: '000000000ZZ5' }, 'document'],
  ])('refuses %j', (change, field) => {
    expect(operatorSchema.safeParse({ ...operator, ...change }).error?.issues[0]?.path).toEqual([field]);
  });
});

describe('exam request', () => {
  it('defaults money and report language', () => {
    expect(examRequestSchema.parse({ examIndex: 1 })).toMatchObject({
      discountCents: 0,
      displacementFeeCents: 0,
      remainderCents: 0,
      reportLanguages: ['pt-BR'],
    });
  });

  it.each([
    [{ discountCents: 500 }, 'discountMotive'],
    [{ sampleCode: 'AB-1' }, 'sampleCode'],
    [{ sampleCode: 'AB1', secondSampleCode: 'ab1' }, 'secondSampleCode'],
    [{ paymentMethod: 'barter' }, 'paymentMethod'],
    [{ reportLanguages: ['fr-FR'] }, 'reportLanguages'],
  ])('refuses %j', (change, field) => {
    expect(examRequestSchema.safeParse({ examIndex: 1, ...change }).error?.issues[0]?.path[0]).toBe(field);
  });

  it('accepts a discount with its motive and two different sample codes', () => {
    const request = {
      examIndex: 1,
      discountCents: 500,
      discountMotive: 'Campanha',
      sampleCode: 'A1',
      secondSampleCode: 'A2',
    };
    expect(examRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('result', () => {
  it.each([
    [0, 'negative'],
    [1, 'positive'],
    [-1, 'invalid'],
    [-2, 'inconclusive'],
  ] as const)('qualitative %i is %s', (value, label) => {
    expect(qualitativeLabel(value)).toBe(label);
    expect(qualitativeValues[label]).toBe(value);
  });

  it('accepts qualitative and quantitative values', () => {
    const base = { analyte: 'HIV_AB', valid: true, resultAt: '2024-06-15T12:00:00-03:00' };
    expect(resultSchema.safeParse({ ...base, value: 1 }).success).toBe(true);
    expect(resultSchema.safeParse({ ...base, value: '5.4', unit: '%' }).success).toBe(true);
    expect(resultSchema.safeParse({ ...base, value: 2 }).success).toBe(false);
  });
});

describe('report row', () => {
  it('has the 31 columns in order', () => {
    expect(reportColumns).toHaveLength(31);
    expect(reportColumns[0]).toBe('document');
    expect(reportColumns[30]).toBe('assistantRegistration');
    const row = reportRowSchema.parse(Object.fromEntries(reportColumns.map((c, i) => [c, String(i)])));
    expect(reportRowCells(row)).toEqual(reportColumns.map((_, i) => String(i)));
  });
});

describe('other entities', () => {
  it.each([
    [
      mandatoryNotificationSchema,
      {
        patientAge: 30,
        exam: 'HIV',
        result: 'Positivo',
        code: 'C1',
        patientAddress: 'Rua A, 1',
        examDate: '2024-06-15',
        tradeName: 'Farmácia',
        taxId: '11222333000181',
        city: 'São Paulo',
        state: 'SP',
        patientName: 'Ana',
        method: 'Imunocromatografia',
        patientSex: 'female',
        birthDate: '1994-01-01',
        phone: '11987654321',
        notificationDate: '2024-06-15',
      },
    ],
    [
      stockItemSchema,
      {
        examIndex: 1,
        lot: 'L123456789',
        manufacturedOn: '2024-01-01',
        expiresOn: '2025-01-01',
        quantity: 10,
        workplaceCnpj: '1',
      },
    ],
    [
      orderSchema,
      {
        orderNumber: 'P1',
        status: 'dispatched',
        deliveryAddress: 'Rua A',
        products: [{ examIndex: 1, quantity: 5 }],
        workplaceCnpj: '1',
      },
    ],
    [
      protocolRowSchema,
      {
        protocolNumber: '1',
        patient: 'Ana',
        exams: ['HIV'],
        date: '2024-06-15T12:00:00Z',
        operator: 'Op',
        status: 'pending',
      },
    ],
    [readerSchema, { code: 'RD-1', family: 'Lens', status: 'idle', batteryPercent: null, wifiLevel: 2 }],
    [
      calibrationSchema,
      { readerCode: 'RD-1', date: '2024-06-15T12:00:00Z', approved: true, expiresAt: null },
    ],
    [
      voucherSchema,
      { code: 'V1', workplaceCnpj: '1', examIndex: 2, maxQuantity: 3, validUntil: '2024-12-31' },
    ],
    [controlSampleSchema, { sampleCode: 'EP12345', status: 'adequate' }],
  ] as const)('parses %#', (schema, value) => expect(schema.safeParse(value).success).toBe(true));

  it('defaults the protocol type to attendance and refuses bad codes', () => {
    expect(
      protocolRowSchema.parse({
        protocolNumber: '1',
        patient: 'A',
        exams: [],
        date: '2024-06-15T12:00:00Z',
        operator: 'O',
        status: 'complete',
      }).type,
    ).toBe('attendance');
    expect(
      readerSchema.safeParse({
        code: 'RD/1',
        family: 'Flow',
        status: 'idle',
        batteryPercent: 1,
        wifiLevel: 1,
      }).success,
    ).toBe(false);
    expect(controlSampleSchema.safeParse({ sampleCode: 'XX12345' }).success).toBe(false);
    expect(
      orderSchema.safeParse({
        orderNumber: 'P1',
        status: 'lost',
        deliveryAddress: 'x',
        products: [],
        workplaceCnpj: '1',
      }).success,
    ).toBe(false);
  });
});

describe('training', () => {
  it.each([
    [[], 0],
    [[true, false], 50],
    [[true, true, true], 100],
  ])('courses %j → %i%%', (done, percent) => {
    const courses = done.map((completed, i) => ({ id: String(i), title: 'c', completed, grade: null }));
    expect(trailCompletion({ id: 't', title: 'Trail', courses })).toBe(percent);
  });
});

describe('patient flow', () => {
  it('starts with age 18, origin web and empty lists', () => {
    const flow = initialPatientFlow();
    expect(flow.age).toBe(18);
    expect(flow.origin).toBe('web');
    expect(flow.info.preExams).toEqual([]);
    expect(flow.redo).toEqual({ active: false, oldCapsuleCode: null });
    expect(flow.country).toBe('BR');
  });
});
