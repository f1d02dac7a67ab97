/**
 * The namespaces by name, without their texts, for a browser that loads them as it needs them
 * (apps/web/src/lib/i18n.ts). `namespaceNames` is written from the folders of src/catalogs, like
 * `namespaces` and the bundles (scripts/catalog-lists.mjs); namespace-names.test.ts checks they are current.
 */
import type { Namespace } from './index';

export { namespaceNames } from './namespace-list';

/**
 * What the login shows at first (its header, the language switcher, the page title): the browser's first
 * download holds these in pt-BR (`bundles/login/<locale>`).
 */
export const loginNamespaces = ['auth', 'common', 'routes', 'shell'] as const satisfies readonly Namespace[];
export type LoginNamespace = (typeof loginNamespaces)[number];

/**
 * The messages of forms and of the server's errors (`bundles/messages/<locale>`): fetched by the first
 * screen that can show one (the login form once someone uses it), before the message shows. The other
 * namespaces load with the first screen past the login.
 */
export const messageNamespaces = ['errors', 'validation'] as const satisfies readonly Namespace[];
export type MessageNamespace = (typeof messageNamespaces)[number];
