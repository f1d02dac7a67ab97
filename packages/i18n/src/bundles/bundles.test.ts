import { describe, expect, it } from 'vitest';
import { resources } from '../index';
import { locales } from '../locales';
import { firstNamespaces } from '../namespace-names';
import enUS from './en-US';
import esES from './es-ES';
import firstEnUS from './first/en-US';
import firstEsES from './first/es-ES';
import firstPtBR from './first/pt-BR';
import firstPtPT from './first/pt-PT';
import ptBR from './pt-BR';
import ptPT from './pt-PT';

const bundles = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES, 'pt-PT': ptPT };
const firstBundles = { 'pt-BR': firstPtBR, 'en-US': firstEnUS, 'es-ES': firstEsES, 'pt-PT': firstPtPT };

describe('one bundle per language', () => {
  it.each(locales)('%s holds every namespace of resources, no more, no less', (locale) => {
    expect(bundles[locale]).toEqual(resources[locale]);
  });

  it.each(locales)('%s has a first bundle with exactly the first namespaces of resources', (locale) => {
    expect(firstBundles[locale]).toEqual(
      Object.fromEntries(firstNamespaces.map((ns) => [ns, resources[locale][ns]])),
    );
  });
});
