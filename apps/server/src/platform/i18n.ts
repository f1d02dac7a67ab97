import { defaultLocale, type Locale, locales, resources } from '@ponto/i18n';
import i18next, { type TFunction } from 'i18next';

const instance = i18next.createInstance();
// Server texts (e-mail, SMS, PDF later) come from the same catalogs as the web.
await instance.init({
  resources,
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  ns: Object.keys(resources[defaultLocale]),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}
