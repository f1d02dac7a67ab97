// The en-US catalogs of the first namespaces (`firstNamespaces`): the screens before sign-in.
// bundles.test.ts checks it holds exactly what `resources` has for them.
import type { Catalog } from '../../catalog-types';
import auth from '../../catalogs/auth/en-US';
import common from '../../catalogs/common/en-US';
import errors from '../../catalogs/errors/en-US';
import routes from '../../catalogs/routes/en-US';
import shell from '../../catalogs/shell/en-US';
import validation from '../../catalogs/validation/en-US';
import type { FirstNamespace } from '../../namespace-names';

const bundle: Record<FirstNamespace, Catalog> = { common, routes, shell, errors, auth, validation };
export default bundle;
