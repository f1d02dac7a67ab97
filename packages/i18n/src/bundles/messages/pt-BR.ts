// The pt-BR catalogs of the messages a form or the server's errors show (`messageNamespaces`).
// bundles.test.ts checks it holds exactly what `resources` has for them.
import type { Catalog } from '../../catalog-types';
import errors from '../../catalogs/errors/pt-BR';
import validation from '../../catalogs/validation/pt-BR';
import type { MessageNamespace } from '../../namespace-names';

const bundle: Record<MessageNamespace, Catalog> = { errors, validation };
export default bundle;
