import { describe, expect, it } from 'vitest';
import { resources } from '../index';
import { locales } from '../locales';
import { loginNamespaces, messageNamespaces } from '../namespace-names';
import enUS from './en-US';
import esES from './es-ES';
import loginEnUS from './login/en-US';
import loginEsES from './login/es-ES';
import loginPtBR from './login/pt-BR';
import loginPtPT from './login/pt-PT';
import messagesEnUS from './messages/en-US';
import messagesEsES from './messages/es-ES';
import messagesPtBR from './messages/pt-BR';
import messagesPtPT from './messages/pt-PT';
import ptBR from './pt-BR';
import ptPT from './pt-PT';

const bundles = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES, 'pt-PT': ptPT };
const loginBundles = { 'pt-BR': loginPtBR, 'en-US': loginEnUS, 'es-ES': loginEsES, 'pt-PT': loginPtPT };
const messageBundles = {
  'pt-BR': messagesPtBR,
  'en-US': messagesEnUS,
  'es-ES': messagesEsES,
  'pt-PT': messagesPtPT,
};
const pick = (locale: (typeof locales)[number], names: readonly string[]) =>
  Object.fromEntries(names.map((ns) => [ns, resources[locale][ns as keyof (typeof resources)['pt-BR']]]));

describe('one bundle per language', () => {
  it.each(locales)('%s holds every namespace of resources, no more, no less', (locale) => {
    expect(bundles[locale]).toEqual(resources[locale]);
  });

  it.each(locales)('%s has a login and a messages bundle, each with exactly its namespaces', (locale) => {
    expect(loginBundles[locale]).toEqual(pick(locale, loginNamespaces));
    expect(messageBundles[locale]).toEqual(pick(locale, messageNamespaces));
  });
});
