import { describe, expect, it } from 'vitest';
import { curlOf, emptySettings, trailRequest, trailSteps } from './trail';

const settings = {
  ...emptySettings,
  token: 't',
  cnpj: '11222333000181',
  examIndex: '6',
  externalId: 'ERP-1',
  preExamId: 'p-1',
};

describe('developer guide trail', () => {
  it('covers the §2 trail in order, then the standards: FHIR and HL7', () => {
    expect(trailSteps).toEqual([
      'authentication',
      'workplaces',
      'exams',
      'createPreExam',
      'status',
      'pdf',
      'results',
      'webhooks',
      'fhir',
      'hl7',
    ]);
  });

  it('builds each request from the settings', () => {
    expect(trailRequest('status', settings)).toEqual({
      method: 'GET',
      path: '/integration/v1/pre-exams/p-1/status?cnpj=11222333000181',
      authorised: true,
    });
    expect(trailRequest('createPreExam', settings)?.body).toMatchObject({
      cnpj: '11222333000181',
      examIndex: 6,
      externalId: 'ERP-1',
    });
    expect(trailRequest('pdf', { ...settings, preExamId: '' })?.path).toContain('/pre-exams/%7Bid%7D/pdf');
    expect(trailRequest('authentication', settings)).toBeNull();
    expect(trailRequest('webhooks', settings)).toBeNull();
    expect(trailRequest('hl7', settings)).toBeNull();
  });

  it('searches FHIR R4 with the same token, in the workplace when one is set', () => {
    expect(trailRequest('fhir', settings)).toEqual({
      method: 'GET',
      path: '/fhir/R4/DiagnosticReport?status=final&_count=5&cnpj=11222333000181',
      authorised: true,
    });
    expect(trailRequest('fhir', { ...settings, cnpj: '' })?.path).toBe(
      '/fhir/R4/DiagnosticReport?status=final&_count=5',
    );
  });

  it('writes a curl command with the token as a placeholder', () => {
    const curl = curlOf(trailRequest('createPreExam', settings)!, 'https://ponto.example');
    expect(curl).toContain("curl -X POST 'https://ponto.example/integration/v1/pre-exams'");
    expect(curl).toContain("-H 'Authorization: Bearer $TOKEN'");
    expect(curl).not.toContain("Bearer t'");
  });
});
