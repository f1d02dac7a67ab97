// The es-ES catalogs of the first namespaces (`firstNamespaces`): the screens before sign-in.
// bundles.test.ts checks it holds exactly what `resources` has for them.
import type { Catalog } from '../../catalog-types';
import auth from '../../catalogs/auth/es-ES';
import common from '../../catalogs/common/es-ES';
import errors from '../../catalogs/errors/es-ES';
import routes from '../../catalogs/routes/es-ES';
import shell from '../../catalogs/shell/es-ES';
import validation from '../../catalogs/validation/es-ES';
import type { FirstNamespace } from '../../namespace-names';

const bundle: Record<FirstNamespace, Catalog> = { common, routes, shell, errors, auth, validation };
export default bundle;
