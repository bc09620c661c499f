/** The architecture's import rules, checked in CI (see README, "Architecture"). */
const { readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');

/**
 * The remotes' folders: every mf-<name> folder with a module-federation config. The registry
 * (shared-contracts/site/src/remote-registry.ts) is TypeScript this CommonJS file cannot read; a shell test
 * (shell/server/site-layout.test.ts) checks that these folders are exactly the registered remotes.
 */
const remoteFolders = readdirSync(__dirname).filter(
  (folder) => /^mf-[a-z0-9-]+$/.test(folder) && existsSync(join(__dirname, folder, 'module-federation.config.ts')),
);
const remotes = `(${remoteFolders.join('|')})`;
/** The modules of the shared singleton entry (shared-contracts/runtime/src/index.ts) that hold run-time state. */
const sharedEntryModules =
  '^shared-contracts/runtime/src/(index|event-bus|use-event-bus|call-setup-state|runtime-config-context|navigation/navigation-context)\\.tsx?$';
/**
 * The contracts packages from the bottom up: each may import only the ones listed for it (its tests may import
 * more). The runtime package reaches the experiments domain for types only (the runtime config carries the
 * experiment states).
 */
const contractsMayImport = {
  experiments: [],
  'experiment-stats': ['experiments'],
  runtime: ['experiments'],
  'api-contract': ['experiments', 'runtime'],
  site: ['experiments', 'runtime'],
  ui: ['experiments', 'runtime', 'site'],
};
const contractsPackages = Object.keys(contractsMayImport);
const contractsLayers = contractsPackages.map((name) => ({
  name: `contracts-layers-${name}`,
  comment: `shared-contracts/${name} imports only ${contractsMayImport[name].join(', ') || 'no other contracts package'}, so the packages form no cycle.`,
  severity: 'error',
  from: { path: `^shared-contracts/${name}/`, pathNot: '\\.(type-)?test\\.tsx?$' },
  to: {
    path: `^shared-contracts/(${contractsPackages.filter((other) => other !== name && !contractsMayImport[name].includes(other)).join('|')})/`,
  },
}));
module.exports = {
  forbidden: [
    {
      name: 'no-remote-to-remote',
      comment: 'A remote never imports another remote: they talk through the event bus in shared-contracts.',
      severity: 'error',
      from: { path: `^${remotes}/` },
      to: { path: `^${remotes}/`, pathNot: '^$1/' },
    },
    {
      name: 'shell-loads-remotes-at-runtime',
      comment: 'The shell loads remotes through the federation runtime, never by path.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: `^${remotes}/` },
    },
    {
      name: 'contracts-stay-leaf',
      comment: 'shared-contracts depends on no workspace package.',
      severity: 'error',
      from: { path: '^shared-contracts/' },
      to: { path: `^(shell|api|tests|${remotes.slice(1, -1)})/` },
    },
    {
      name: 'singletons-through-the-shared-entry',
      comment:
        "A contracts module outside the shared entry (experiments, ui, site, …) reaches the bus, the navigation and the runtime-config context only through '@novavox/contracts-runtime': a relative import would bundle a second copy, and a second bus or context would silently split the site.",
      severity: 'error',
      from: { path: '^shared-contracts/', pathNot: [sharedEntryModules, '\\.test\\.tsx?$'] },
      to: { path: sharedEntryModules, pathNot: '^shared-contracts/runtime/src/index\\.ts$' },
    },
    ...contractsLayers,
    {
      name: 'api-only-uses-contracts',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: `^(shell|tests|${remotes.slice(1, -1)})/` },
    },
    {
      name: 'api-uses-no-front-end-contracts',
      comment:
        'The api reads the schemas, the experiments domain and, of the site package, only the topology (ports, origins, the remotes registry) and the brand: never the UI, the runtime singletons, the federation and build helpers, the route table or the browser config.',
      severity: 'error',
      from: { path: '^api/' },
      to: {
        path: '^shared-contracts/(ui|runtime)/|^shared-contracts/site/src/(define-remote-config|federation|standalone|remotes|routes|runtime-config)',
      },
    },
    {
      name: 'no-cross-feature',
      comment: 'Features never import each other; they are composed in exposes/ or standalone/.',
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'features-do-not-import-app-layer',
      severity: 'error',
      from: { path: '^[^/]+/src/features/' },
      to: { path: '^[^/]+/src/(exposes|standalone)/' },
    },
    {
      name: 'sample-data-only-in-tests',
      comment:
        'The sample answers of @novavox/contracts-api/testing and the reference hash of @novavox/contracts-experiments/testing are for tests: no production module imports them, so they never reach a bundle.',
      severity: 'error',
      from: {
        pathNot: ['\\.(type-)?test\\.tsx?$', '^tests/', '^shared-contracts/(api-contract|experiments)/src/testing/'],
      },
      to: { path: '^shared-contracts/(api-contract|experiments)/src/testing/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.rsbuild)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
