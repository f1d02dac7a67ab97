import {
  apiExamStatuses,
  calendarViews,
  connectionTypes,
  controlSampleStatuses,
  documentTypes,
  errorCodes,
  ethnicities,
  examStates,
  examSteps,
  genderIdentities,
  guardianRequirements,
  kinships,
  ledColours,
  orderStatuses,
  paymentMethods,
  protocolStatuses,
  protocolTypes,
  qualitativeValues,
  readerStates,
  sexes,
  species,
  userStatuses,
  validationKeys,
} from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog-types';
import { defaultLocale, locales, namespaces, resources } from './index';

/** Every leaf of a catalog as 'a.b.c' → text. */
function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(Object.keys(namespaces))('namespace %s', (ns) => {
  const source = leaves(resources[defaultLocale][ns as keyof typeof namespaces]);

  it.each(locales)('%s has exactly the keys of pt-BR, none empty, with the same {{variables}}', (locale) => {
    const catalog = leaves(resources[locale][ns as keyof typeof namespaces]);
    expect([...catalog.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of catalog) {
      expect(text.trim(), `${locale} ${ns}:${key}`).not.toBe('');
      expect(variables(text), `${locale} ${ns}:${key}`).toEqual(variables(source.get(key) as string));
    }
  });
});

describe('errors namespace', () => {
  it.each(locales)('%s has a title and an advice for every error code', (locale) => {
    const errors = leaves(resources[locale].errors);
    for (const code of errorCodes) {
      expect(errors.get(`${code}.title`), `${locale} ${code}.title`).toBeTruthy();
      expect(errors.get(`${code}.advice`), `${locale} ${code}.advice`).toBeTruthy();
    }
  });

  it('has no texts for codes the catalogue does not know', () => {
    const codes = new Set([...leaves(resources[defaultLocale].errors).keys()].map((k) => k.split('.')[0]));
    expect([...codes].sort()).toEqual([...errorCodes].sort());
  });

  it.each([
    ['AUTH_INVALID_CREDENTIALS', 'Usuário ou senha inválidos'],
    ['AUTH_LOGIN_EXPIRED', 'Login expirado'],
    ['SOMETHING_WENT_WRONG', 'Algo deu errado'],
    ['UNEXPECTED_ERROR', 'Erro inesperado'],
    ['LOT_WRONG_FORMAT', 'Formato incorreto'],
  ])('quotes the spec in pt-BR for %s', (code, title) => {
    expect(leaves(resources['pt-BR'].errors).get(`${code}.title`)).toBe(title);
  });

  it.each(locales)('%s names the patient when a capsule or code was already used', (locale) => {
    const errors = leaves(resources[locale].errors);
    expect(errors.get('CAPSULE_ALREADY_USED.advice')).toContain('{{patient}}');
    expect(errors.get('CODE_ALREADY_USED.advice')).toContain('{{patient}}');
  });
});

describe('validation namespace', () => {
  it.each(locales)('%s has a text for every domain validation key and no other', (locale) => {
    expect([...leaves(resources[locale].validation).keys()].sort()).toEqual([...validationKeys].sort());
  });

  it('says "Formato incorreto" for a control sample code in the wrong format', () => {
    expect(resources['pt-BR'].validation.controlSampleCodeFormat).toBe('Formato incorreto');
  });
});

describe('domain namespace', () => {
  const groups: Record<string, readonly string[]> = {
    readerState: readerStates,
    ledColour: ledColours,
    examState: examStates,
    apiExamStatus: apiExamStatuses,
    orderStatus: orderStatuses,
    protocolStatus: protocolStatuses,
    protocolType: protocolTypes,
    userStatus: userStatuses,
    examStep: examSteps,
    kinship: kinships,
    species,
    paymentMethod: paymentMethods,
    sex: sexes,
    genderIdentity: genderIdentities,
    ethnicity: ethnicities,
    documentType: documentTypes,
    connectionType: connectionTypes,
    qualitative: Object.keys(qualitativeValues),
    controlSampleStatus: controlSampleStatuses,
    calendarView: calendarViews,
    guardianRequirement: guardianRequirements,
  };

  it.each(Object.entries(groups))('labels every value of %s', (group, values) => {
    const labels = resources[defaultLocale].domain[group] as Catalog;
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it('has no group the domain does not list', () => {
    expect(Object.keys(resources[defaultLocale].domain).sort()).toEqual(Object.keys(groups).sort());
  });
});
