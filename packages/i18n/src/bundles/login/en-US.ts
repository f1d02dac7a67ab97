// The en-US catalogs of what the login shows at first (`loginNamespaces`).
// bundles.test.ts checks it holds exactly what `resources` has for them.
import type { Catalog } from '../../catalog-types';
import auth from '../../catalogs/auth/en-US';
import common from '../../catalogs/common/en-US';
import routes from '../../catalogs/routes/en-US';
import shell from '../../catalogs/shell/en-US';
import type { LoginNamespace } from '../../namespace-names';

const bundle: Record<LoginNamespace, Catalog> = { auth, common, routes, shell };
export default bundle;
