import { describe, expect, it } from 'vitest';
import { resources } from '../index';
import { locales } from '../locales';
import enUS from './en-US';
import esES from './es-ES';
import ptBR from './pt-BR';
import ptPT from './pt-PT';

const bundles = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES, 'pt-PT': ptPT };

describe('one bundle per language', () => {
  it.each(locales)('%s holds every namespace of resources, no more, no less', (locale) => {
    expect(bundles[locale]).toEqual(resources[locale]);
  });
});
