import { defaultLocale, isLocale, type Locale, namespaces, resources } from '@ponto/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from './storage-keys';

/** The language this device last used (chosen on the login screen or the user's), else pt-BR. */
export function deviceLanguage(storage: Storage | null): Locale {
  const stored = storage?.getItem(storageKeys.language);
  return isLocale(stored) ? stored : defaultLocale;
}

/**
 * One i18next instance with every catalog of @ponto/i18n loaded up front (they are small), pt-BR as the
 * source and fallback. Keeps `<html lang>` equal to the interface language (screen readers, axe).
 */
export function createI18n(language: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLocale,
    supportedLngs: Object.keys(resources),
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  const syncLang = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  };
  syncLang(language);
  instance.on('languageChanged', syncLang);
  return instance;
}
