import firstPtBR from '@ponto/i18n/bundles/first/pt-BR';
import { defaultLocale, isLocale, type Locale } from '@ponto/i18n/locales';
import { type FirstNamespace, firstNamespaces, namespaceNames } from '@ponto/i18n/namespace-names';
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { storageKeys } from './storage-keys';

/** The language this device last used (chosen on the login screen or the user's), else pt-BR. */
export function deviceLanguage(storage: Storage | null): Locale {
  const stored = storage?.getItem(storageKeys.language);
  return isLocale(stored) ? stored : defaultLocale;
}

type Texts = Record<string, object>;

/**
 * Texts load as the screens need them (docs/performance.md, "Front end"). The first download holds only
 * pt-BR's first namespaces (the screens before sign-in); each language has two more chunks: its first
 * namespaces, and all of its namespaces, fetched with the first screen that needs one of the others.
 */
const firstBundles: Record<Exclude<Locale, 'pt-BR'>, () => Promise<{ default: Texts }>> = {
  'en-US': () => import('@ponto/i18n/bundles/first/en-US'),
  'es-ES': () => import('@ponto/i18n/bundles/first/es-ES'),
  'pt-PT': () => import('@ponto/i18n/bundles/first/pt-PT'),
};
const fullBundles: Record<Locale, () => Promise<{ default: Texts }>> = {
  'pt-BR': () => import('@ponto/i18n/bundles/pt-BR'),
  'en-US': () => import('@ponto/i18n/bundles/en-US'),
  'es-ES': () => import('@ponto/i18n/bundles/es-ES'),
  'pt-PT': () => import('@ponto/i18n/bundles/pt-PT'),
};
const isFirst = (ns: string): ns is FirstNamespace => (firstNamespaces as readonly string[]).includes(ns);

function loadTexts(lng: string, ns: string): Promise<object> {
  if (!isLocale(lng)) return Promise.resolve({});
  const load = lng !== 'pt-BR' && isFirst(ns) ? firstBundles[lng] : fullBundles[lng];
  return load().then((bundle) => bundle.default[ns] ?? {});
}

export interface PontoI18n {
  i18n: i18n;
  /** Settles once the starting language's texts are in (at once for pt-BR). */
  ready: Promise<unknown>;
}

/**
 * One i18next instance: pt-BR's first namespaces bundled (or `bundled`, every pt-BR namespace in the
 * unit tests), the rest loaded on demand (changeLanguage waits for them). Keeps `<html lang>` equal to the
 * interface language (screen readers, axe).
 */
export function createI18n(language: Locale, bundled: Texts = firstPtBR): PontoI18n {
  const instance = i18next.createInstance();
  const ready = instance
    .use(initReactI18next)
    .use(resourcesToBackend(loadTexts))
    .init({
      resources: { [defaultLocale]: bundled },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: defaultLocale,
      supportedLngs: ['pt-BR', 'en-US', 'es-ES', 'pt-PT'],
      // A language change loads every namespace already asked for, in the new language, before it applies.
      ns: Object.keys(bundled),
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      // Texts already here answer at once; a language still loading shows pt-BR until it arrives.
      react: { useSuspense: false },
    });
  const syncLang = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  };
  syncLang(language);
  instance.on('languageChanged', syncLang);
  return { i18n: instance, ready };
}

/** Loads every namespace, in the interface language and in pt-BR (the fallback). */
export function loadAllTexts(instance: i18n): Promise<void> {
  return instance.loadNamespaces(allNamespaces);
}

/**
 * Whether every namespace is in, for the screens past the login (`wanted`); asks for them when not. Until
 * then a screen shows the page loader, never a key.
 */
export function useAllTexts(wanted: boolean): boolean {
  const { ready } = useTranslation(wanted ? allNamespaces : startNamespaces);
  return ready;
}
const allNamespaces = [...namespaceNames];
const startNamespaces = [...firstNamespaces];
