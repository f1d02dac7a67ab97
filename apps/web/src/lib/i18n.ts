import ptBR from '@ponto/i18n/bundles/pt-BR';
import { defaultLocale, isLocale, type Locale } from '@ponto/i18n/locales';
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from './storage-keys';

/** The language this device last used (chosen on the login screen or the user's), else pt-BR. */
export function deviceLanguage(storage: Storage | null): Locale {
  const stored = storage?.getItem(storageKeys.language);
  return isLocale(stored) ? stored : defaultLocale;
}

/**
 * The other languages load when first asked for, each as one chunk: pt-BR, the source and fallback, is in
 * the first download and the rest stay out of it (docs/performance.md, "Front end").
 */
const otherLanguages: Record<Exclude<Locale, 'pt-BR'>, () => Promise<{ default: typeof ptBR }>> = {
  'en-US': () => import('@ponto/i18n/bundles/en-US'),
  'es-ES': () => import('@ponto/i18n/bundles/es-ES'),
  'pt-PT': () => import('@ponto/i18n/bundles/pt-PT'),
};

export interface PontoI18n {
  i18n: i18n;
  /** Settles once the starting language's texts are in (at once for pt-BR). */
  ready: Promise<unknown>;
}

/**
 * One i18next instance, pt-BR bundled and every other language loaded on demand (changeLanguage waits
 * for it). Keeps `<html lang>` equal to the interface language (screen readers, axe).
 */
export function createI18n(language: Locale): PontoI18n {
  const instance = i18next.createInstance();
  const ready = instance
    .use(initReactI18next)
    .use(
      resourcesToBackend((lng: string, ns: string) => {
        const load = otherLanguages[lng as keyof typeof otherLanguages];
        return load ? load().then((bundle) => bundle.default[ns as keyof typeof ptBR]) : Promise.resolve({});
      }),
    )
    .init({
      resources: { [defaultLocale]: ptBR },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: defaultLocale,
      supportedLngs: ['pt-BR', 'en-US', 'es-ES', 'pt-PT'],
      ns: Object.keys(ptBR),
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
