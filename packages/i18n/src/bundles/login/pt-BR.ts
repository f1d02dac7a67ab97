// The pt-BR catalogs of what the login shows at first (`loginNamespaces`).
// bundles.test.ts checks it holds exactly what `resources` has for them.
import type { Catalog } from '../../catalog-types';
import auth from '../../catalogs/auth/pt-BR';
import common from '../../catalogs/common/pt-BR';
import routes from '../../catalogs/routes/pt-BR';
import shell from '../../catalogs/shell/pt-BR';
import type { LoginNamespace } from '../../namespace-names';

const bundle: Record<LoginNamespace, Catalog> = { auth, common, routes, shell };
export default bundle;
