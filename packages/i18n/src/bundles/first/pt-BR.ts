// The pt-BR catalogs of the first namespaces (`firstNamespaces`): the screens before sign-in.
// bundles.test.ts checks it holds exactly what `resources` has for them.
import type { Catalog } from '../../catalog-types';
import auth from '../../catalogs/auth/pt-BR';
import common from '../../catalogs/common/pt-BR';
import errors from '../../catalogs/errors/pt-BR';
import routes from '../../catalogs/routes/pt-BR';
import shell from '../../catalogs/shell/pt-BR';
import validation from '../../catalogs/validation/pt-BR';
import type { FirstNamespace } from '../../namespace-names';

const bundle: Record<FirstNamespace, Catalog> = { common, routes, shell, errors, auth, validation };
export default bundle;
