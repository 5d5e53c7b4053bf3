/**
 * Import cycles, checked by dependency-cruiser (`npm run lint`). ESLint's import-x/no-cycle does the same per file but
 * added about 40 s to a 2-core lint; this cruises the whole graph once in a few seconds. Layer rules stay in ESLint
 * (eslint.config.js, import-x/no-restricted-paths) so editors show them.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide layering mistakes: break the cycle by moving the shared piece down a layer.',
      from: {},
      // Type-only imports vanish at runtime, so a cycle made only through them is not one (same as import-x/no-cycle).
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^apps/server/drizzle/'] },
    tsPreCompilationDeps: true,
    // The web's tsconfig carries the only path alias (@/ -> apps/web/src); workspace packages resolve through node_modules.
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
    skipAnalysisNotInRules: true,
  },
};
