import { namespaces } from './all-catalogs';
import type { Catalog } from './catalog-types';
import { type Locale, locales } from './locales';

export type { Catalog, NamespaceCatalogs } from './catalog-types';
export * from './locales';

/** Every namespace of the product: one folder of src/catalogs each (scripts/catalog-lists.mjs). */
export { namespaces };

export type Namespace = keyof typeof namespaces;

/** i18next-shaped resources: resources[locale][namespace]. */
export const resources: Record<Locale, Record<Namespace, Catalog>> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(namespaces).map(([ns, catalogs]) => [ns, catalogs[locale]])),
  ]),
) as unknown as Record<Locale, Record<Namespace, Catalog>>;
