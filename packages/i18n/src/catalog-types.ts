import type { Locale } from './locales';

/** A catalog is a tree of strings; every locale must have exactly the keys of the pt-BR source. */
export type Catalog = { [key: string]: string | Catalog };

type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

export type NamespaceCatalogs<Source extends Catalog> = Record<Locale, SameShape<Source>>;
