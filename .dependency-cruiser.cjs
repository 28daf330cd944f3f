/**
 * Layer rules of the hexagon (README "Architecture"). `npm run lint:arch`
 * runs these and also fails when zero modules were cruised, which is how a
 * broken TypeScript setup shows.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside src/domain: no npm packages, no other layer.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-imports-domain-and-effector',
      comment: 'src/application may import the domain, itself and effector only.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/domain/', '^src/application/', 'node_modules/effector/'] },
    },
    {
      name: 'adapters-never-import-ui',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/ui/', '^src/di/', '^src/application/'] },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'ui reaches adapters only through ports bound in src/di.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'only-di-knows-adapters',
      comment: 'the composition root (src/di) and the entry are the only places that import concrete adapters.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/adapters/', '^src/di/', '^src/main\\.tsx$'] },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '\\.bench\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
