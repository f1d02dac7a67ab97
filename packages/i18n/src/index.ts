import type { Catalog } from './catalog-types';
import common from './catalogs/common';
import errors from './catalogs/errors';
import mail from './catalogs/mail';
import validation from './catalogs/validation';
import { type Locale, locales } from './locales';

export type { Catalog, NamespaceCatalogs } from './catalog-types';
export * from './locales';

/** Every namespace of the product; add one line per feature namespace. */
export const namespaces = {
  common,
  errors,
  mail,
  validation,
} as const;

export type Namespace = keyof typeof namespaces;

/** i18next-shaped resources: resources[locale][namespace]. */
export const resources: Record<Locale, Record<Namespace, Catalog>> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(namespaces).map(([ns, catalogs]) => [ns, catalogs[locale]])),
  ]),
) as unknown as Record<Locale, Record<Namespace, Catalog>>;
