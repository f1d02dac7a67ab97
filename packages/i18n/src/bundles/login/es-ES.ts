// The es-ES catalogs of what the login shows at first (`loginNamespaces`).
// bundles.test.ts checks it holds exactly what `resources` has for them.
import type { Catalog } from '../../catalog-types';
import auth from '../../catalogs/auth/es-ES';
import common from '../../catalogs/common/es-ES';
import routes from '../../catalogs/routes/es-ES';
import shell from '../../catalogs/shell/es-ES';
import type { LoginNamespace } from '../../namespace-names';

const bundle: Record<LoginNamespace, Catalog> = { auth, common, routes, shell };
export default bundle;
