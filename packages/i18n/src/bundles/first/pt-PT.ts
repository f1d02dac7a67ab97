// The pt-PT catalogs of the first namespaces (`firstNamespaces`): the screens before sign-in.
// bundles.test.ts checks it holds exactly what `resources` has for them.
import type { Catalog } from '../../catalog-types';
import auth from '../../catalogs/auth/pt-PT';
import common from '../../catalogs/common/pt-PT';
import errors from '../../catalogs/errors/pt-PT';
import routes from '../../catalogs/routes/pt-PT';
import shell from '../../catalogs/shell/pt-PT';
import validation from '../../catalogs/validation/pt-PT';
import type { FirstNamespace } from '../../namespace-names';

const bundle: Record<FirstNamespace, Catalog> = { common, routes, shell, errors, auth, validation };
export default bundle;
