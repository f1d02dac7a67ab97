import type { Catalog } from '../catalog-types';
import { resources } from '../index';
import type { Locale } from '../locales';

/**
 * The text i18next would show for 'namespace:a.b.c' in `locale`, without falling back to pt-BR (a
 * fallback hides a missing translation). A plural key counts when its '_other' form exists, as i18next
 * picks that form for a count.
 */
export function textOf(locale: Locale, key: string): string | undefined {
  const [namespace = '', path = ''] = key.split(':', 2);
  const catalog = (resources[locale] as Record<string, Catalog>)[namespace];
  if (!catalog) return undefined;
  const leaf = (at: string) => {
    let node: string | Catalog | undefined = catalog;
    for (const part of at.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return leaf(path) ?? leaf(`${path}_other`);
}
