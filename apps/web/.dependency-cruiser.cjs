// The web's module boundaries (docs/architecture.md, "Web"), checked by `npm run check:boundaries`, which
// `npm test` runs. Layers, lowest first: components/, lib/, config/ → entities/ → features/ → app/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle makes the load order matter and keeps a module from being split off.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-public-api',
      comment: 'A feature reaches another feature only through its features/<name>/index.ts.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'app-through-feature-api',
      comment:
        'app/ composes features from their features/<name>/index.ts only, so a feature can move its insides ' +
        'without touching a route.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'entities-below-features',
      comment:
        'entities/ holds what several features share about one thing: it imports no feature, not the app.',
      severity: 'error',
      from: { path: '^src/entities/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'shared-below-entities',
      comment: 'components/, lib/ and config/ serve every layer above them and import none of those layers.',
      severity: 'error',
      from: { path: '^src/(components|lib|config)/' },
      to: { path: '^src/(entities|features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
