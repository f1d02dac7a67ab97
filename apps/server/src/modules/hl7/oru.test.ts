import { Message } from 'node-hl7-client';
import { describe, expect, it } from 'vitest';
import { buildOru, type Hl7Coding, type OruInput } from './oru';

const released = new Date('2026-03-04T15:06:07.000Z');
const input: OruInput = {
  controlId: 'ctrl-1',
  at: released,
  facility: '11222333000181',
  patient: {
    documentType: 'cpf',
    documentNumber: '52998224725',
    fullName: 'Ana Maria Souza',
    birthDate: '1990-05-17',
    sex: 'female',
  },
  order: {
    protocolNumber: 'P-123',
    examCode: 'GLUCOSE',
    examName: 'Glicose | jejum ^ 8h',
    sampleType: 'capillary_blood',
    requestedAt: new Date('2026-03-04T14:00:00.000Z'),
    releasedAt: released,
  },
  results: [
    {
      analyteCode: 'GLU',
      analyteName: 'Glicose',
      qualitative: false,
      value: '132',
      unit: 'mg/dL',
      lowerLimit: '70',
      upperLimit: '99',
      valid: true,
      resultAt: new Date('2026-03-04T14:30:00.000Z'),
    },
    {
      analyteCode: 'SARS_COV_2_AG',
      analyteName: 'SARS-CoV-2 & Ag~x\\y',
      qualitative: true,
      value: '1',
      unit: null,
      lowerLimit: null,
      upperLimit: null,
      valid: true,
      resultAt: new Date('2026-03-04T14:31:00.000Z'),
    },
    {
      analyteCode: 'HIV',
      analyteName: 'HIV',
      qualitative: true,
      value: '-2',
      unit: null,
      lowerLimit: null,
      upperLimit: null,
      valid: true,
      resultAt: new Date('2026-03-04T14:32:00.000Z'),
    },
  ],
};

const parse = (text: string) => new Message({ text });

describe('ORU^R01 v2.5.1', () => {
  it('has the header, patient, order and sample a LIS files a result by', () => {
    const text = buildOru(input);
    expect(text.split('\r').map((s) => s.slice(0, 3))).toEqual([
      'MSH',
      'PID',
      'ORC',
      'OBR',
      'OBX',
      'OBX',
      'OBX',
      'SPM',
    ]);
    const m = parse(text);
    expect(m.get('MSH.3.1').toString()).toBe('Ponto');
    expect(m.get('MSH.4.1').toString()).toBe('11222333000181');
    expect(m.get('MSH.7').toString()).toBe('20260304150607+0000');
    expect(m.get('MSH.9').toRaw()).toBe('ORU^R01^ORU_R01');
    expect(m.get('MSH.10').toString()).toBe('ctrl-1');
    expect(m.get('MSH.12').toString()).toBe('2.5.1');
    expect(m.get('MSH.16').toString()).toBe('AL');
    expect(m.get('PID.3.1').toString()).toBe('52998224725');
    expect(m.get('PID.3.4').toString()).toBe('CPF');
    expect(m.get('PID.5').toRaw()).toBe('Souza^Ana Maria');
    expect(m.get('PID.7').toString()).toBe('19900517');
    expect(m.get('PID.8').toString()).toBe('F');
    expect(m.get('ORC.2.1').toString()).toBe('P-123');
    expect(m.get('OBR.2.1').toString()).toBe('P-123');
    expect(m.get('OBR.3.1').toString()).toBe('P-123');
    expect(m.get('OBR.4.1').toString()).toBe('GLUCOSE');
    expect(m.get('OBR.22').toString()).toBe('20260304150607+0000');
    expect(m.get('OBR.25').toString()).toBe('F');
    expect(m.get('SPM.4.1').toString()).toBe('122554006');
  });

  it('escapes the delimiters in values, and they read back unchanged', () => {
    const text = buildOru(input);
    expect(text).toContain('Glicose \\F\\ jejum \\S\\ 8h');
    const m = parse(text);
    expect(m.get('OBR.4.2').toString()).toBe('Glicose | jejum ^ 8h');
    const obx = m.get('OBX').toArray();
    expect(obx[1]!.get('3.5').toString()).toBe('SARS-CoV-2 & Ag~x\\y');
  });

  it('a quantitative OBX is NM with its unit, range and H / L / N flag; a qualitative one is CWE', () => {
    const obx = parse(buildOru(input)).get('OBX').toArray();
    const [glucose, covid, hiv] = obx;
    expect(glucose!.get('2').toString()).toBe('NM');
    expect(glucose!.get('5').toString()).toBe('132');
    expect(glucose!.get('6.1').toString()).toBe('mg/dL');
    expect(glucose!.get('7').toString()).toBe('70-99');
    expect(glucose!.get('8').toString()).toBe('H');
    expect(glucose!.get('11').toString()).toBe('F');
    expect(covid!.get('2').toString()).toBe('CWE');
    expect(covid!.get('5').toRaw()).toBe('POS^Positive^99PONTO');
    expect(covid!.get('8').toString()).toBe('A');
    expect(hiv!.get('5').toRaw()).toBe('IND^Inconclusive^99PONTO');
    expect(hiv!.get('8').toString()).toBe('');

    const low = { ...input.results[0]!, value: '60.5' };
    const inRange = { ...input.results[0]!, value: '80' };
    const invalid = { ...input.results[0]!, value: '0', valid: false };
    const [a, b, c] = parse(buildOru({ ...input, results: [low, inRange, invalid] }))
      .get('OBX')
      .toArray();
    expect(a!.get('8').toString()).toBe('L');
    expect(b!.get('8').toString()).toBe('N');
    expect(c!.get('11').toString()).toBe('X');
  });

  it('the catalogue’s codes: LOINC in OBX-3 (Ponto’s code beside it), UCUM in OBX-6, SNOMED CT in SPM-4', () => {
    const m = parse(buildOru(input));
    const [glucose, covid] = m.get('OBX').toArray();
    expect(glucose!.get('3').toRaw()).toBe(
      '41653-7^Glucose [Mass/volume] in Capillary blood by Glucometer^LN^GLU^Glicose^99PONTO',
    );
    expect(glucose!.get('6').toRaw()).toBe('mg/dL^mg/dL^UCUM');
    expect(covid!.get('3.1').toString()).toBe('97097-0');
    expect(covid!.get('3.3').toString()).toBe('LN');
    expect(covid!.get('3.5').toString()).toBe('SARS-CoV-2 & Ag~x\\y');
    expect(m.get('SPM.4').toRaw()).toBe('122554006^Capillary blood specimen^SCT^capillary_blood^^99PONTO');
  });

  it('without a standard code, Ponto’s own in the local table 99PONTO', () => {
    const none: Hl7Coding = { analyte: () => undefined, sampleType: () => undefined };
    const m = parse(buildOru(input, none));
    const [glucose, covid] = m.get('OBX').toArray();
    expect(glucose!.get('3').toRaw()).toBe('GLU^Glicose^99PONTO');
    expect(glucose!.get('6').toRaw()).toBe('mg/dL^mg/dL^99PONTO');
    expect(covid!.get('3').toRaw()).toBe('SARS_COV_2_AG^SARS-CoV-2 \\T\\ Ag\\R\\x\\E\\y^99PONTO');
    expect(m.get('SPM.4').toRaw()).toBe('capillary_blood^^99PONTO');
  });

  it('a correction: OBR-25 C, OBX-11 C on the changed analytes (F on the others), at the correction’s time', () => {
    const at = new Date('2026-03-05T09:00:00.000Z');
    const m = parse(buildOru({ ...input, controlId: 'ctrl-2', at, corrected: { analytes: ['GLU', 'HIV'] } }));
    expect(m.get('MSH.10').toString()).toBe('ctrl-2');
    expect(m.get('MSH.7').toString()).toBe('20260305090000+0000');
    expect(m.get('OBR.25').toString()).toBe('C');
    expect(m.get('OBR.22').toString()).toBe('20260305090000+0000');
    // ORC-9 stays the time of the release.
    expect(m.get('ORC.9').toString()).toBe('20260304150607+0000');
    const [glucose, covid, hiv] = m.get('OBX').toArray();
    expect(glucose!.get('11').toString()).toBe('C');
    expect(covid!.get('11').toString()).toBe('F');
    expect(hiv!.get('11').toString()).toBe('C');
  });
});
