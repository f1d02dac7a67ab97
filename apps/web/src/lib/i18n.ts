import loginPtBR from '@ponto/i18n/bundles/login/pt-BR';
import { defaultLocale, isLocale, type Locale } from '@ponto/i18n/locales';
import {
  type LoginNamespace,
  loginNamespaces,
  type MessageNamespace,
  messageNamespaces,
  namespaceNames,
} from '@ponto/i18n/namespace-names';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { storageKeys } from './storage-keys';

/** The language this device last used (chosen on the login screen or the user's), else pt-BR. */
export function deviceLanguage(storage: Storage | null): Locale {
  const stored = storage?.getItem(storageKeys.language);
  return isLocale(stored) ? stored : defaultLocale;
}

type Texts = Record<string, object>;
type Bundle = () => Promise<{ default: Texts }>;

/**
 * Texts load as the screens need them (docs/performance.md, "Front end"). The first download holds only
 * what the login shows at first, in pt-BR. Each language has three more chunks: the login's namespaces
 * (pt-BR's are in the first download), the messages of forms and errors (fetched by the first screen
 * that shows one, or by the login form once someone uses it), and all of its namespaces (fetched with the
 * first screen past the login).
 */
const loginBundles: Record<Exclude<Locale, 'pt-BR'>, Bundle> = {
  'en-US': () => import('@ponto/i18n/bundles/login/en-US'),
  'es-ES': () => import('@ponto/i18n/bundles/login/es-ES'),
  'pt-PT': () => import('@ponto/i18n/bundles/login/pt-PT'),
};
const messageBundles: Record<Locale, Bundle> = {
  'pt-BR': () => import('@ponto/i18n/bundles/messages/pt-BR'),
  'en-US': () => import('@ponto/i18n/bundles/messages/en-US'),
  'es-ES': () => import('@ponto/i18n/bundles/messages/es-ES'),
  'pt-PT': () => import('@ponto/i18n/bundles/messages/pt-PT'),
};
const fullBundles: Record<Locale, Bundle> = {
  'pt-BR': () => import('@ponto/i18n/bundles/pt-BR'),
  'en-US': () => import('@ponto/i18n/bundles/en-US'),
  'es-ES': () => import('@ponto/i18n/bundles/es-ES'),
  'pt-PT': () => import('@ponto/i18n/bundles/pt-PT'),
};
const isLogin = (ns: string): ns is LoginNamespace => (loginNamespaces as readonly string[]).includes(ns);
const isMessage = (ns: string): ns is MessageNamespace =>
  (messageNamespaces as readonly string[]).includes(ns);

/** The i18next backend: each namespace from its chunk (the chunks are JavaScript modules, not JSON files). */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, callback) => {
    loadTexts(lng, ns).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function loadTexts(lng: string, ns: string): Promise<object> {
  if (!isLocale(lng)) return Promise.resolve({});
  let load = fullBundles[lng];
  if (isMessage(ns)) load = messageBundles[lng];
  else if (isLogin(ns) && lng !== 'pt-BR') load = loginBundles[lng];
  return load().then((bundle) => bundle.default[ns] ?? {});
}

export interface PontoI18n {
  i18n: i18n;
  /** Settles once the starting language's texts are in (at once for pt-BR). */
  ready: Promise<unknown>;
}

/**
 * One i18next instance: pt-BR's login namespaces bundled (or `bundled`, every pt-BR namespace in the unit
 * tests), the rest on demand (changeLanguage waits for them). Keeps `<html lang>` equal to the interface
 * language (screen readers, axe).
 */
export function createI18n(language: Locale, bundled: Texts = loginPtBR): PontoI18n {
  const instance = i18next.createInstance();
  const ready = instance
    .use(initReactI18next)
    .use(chunkBackend)
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

/**
 * Loads the messages of forms and errors. A screen that names `errors` or `validation` in
 * `useTranslation` gets them at its first render; the login form, which shows one only after it is used,
 * calls this when it is (a screen that shows one waits for this first).
 */
export function loadMessages(instance: i18n): Promise<void> {
  return instance.loadNamespaces(messageList);
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
const startNamespaces = [...loginNamespaces];
const messageList = [...messageNamespaces];
