import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import direction on the web (as bulletproof-react enforces it): web/routes -> web/features ->
// shared (web/api, web/components, web/lib) -> contract. A feature never imports another feature.
// Each pattern covers the alias form (`@/features/x`) and the relative one (`../../features/x`).
const FEATURES = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noRoutes = {
  regex: String.raw`^(@/|(\.\./)+)(routes|routeTree\.gen|router)(/|$)`,
  message: 'Only routes assemble pages: pass what the page needs as props, or read it with getRouteApi.',
};
// One way to the HTTP client: reads through web/api/*, writes through web/lib/write.ts. No
// component, hook or feature calls the client (or the typed `call`) itself. ESLint keeps only the
// last `no-restricted-imports` a file matches, so every block below that sets it includes these.
const apiClientCalls = [
  {
    group: ['**/lib/api-client', '@/lib/api-client'],
    importNames: ['apiRequest', 'apiJson'],
    message: 'Read through web/api/* and write through web/lib/write.ts.',
  },
];
const writePath = [
  ...apiClientCalls,
  {
    // `read` (GET endpoints only) is for web/api's queries; a write goes through the write path,
    // which sends online and queues in the outbox offline.
    group: ['**/lib/call', '@/lib/call'],
    importNames: ['call'],
    message:
      'Read with `read` in web/api/*, write through web/lib/write.ts or web/lib/offline-write.ts (the outbox): no write bypasses it.',
  },
];
const noFeatures = {
  regex: String.raw`^(@/|(\.\./)+)features(/|$)`,
  message: 'Shared web code never imports a feature: move the piece both need here instead.',
};

// The offline layer (docs/offline.md, "Structure"): web/offline sits below web/api, web/components,
// the features and the write hooks, and above the request and command primitives of web/lib. It
// imports from web/lib only these; they never import web/offline (so no cycle is possible).
const LIB_BELOW_OFFLINE = [
  'api-client',
  'call',
  'file-store',
  'idempotency-key',
  'page-hydration',
  'pending-logout',
  'progress-fetch',
  'send-timeout',
  'write',
  'write-command',
  'write-rules',
  'write-send',
];

/**
 * The patterns for files `depth` folders below web/features/<feature>/: no route, and no other
 * feature (what two features share lives in web/components, web/lib or web/api; a page that shows
 * another feature's piece takes it as a prop from its route, as the artist dashboard's tabs do).
 */
const featureBoundary = (feature, depth) => [
  noRoutes,
  {
    regex: String.raw`(^@/|^(\.\./)+)features/(?!${feature}/)[^/]+/`,
    message: `A feature never imports another feature: move what both need to web/components, web/lib or web/api.`,
  },
  {
    regex: String.raw`^(\.\./){${depth + 1}}(?!${feature}/)[^./][^/]*/`,
    message: `A feature never imports another feature: move what both need to web/components, web/lib or web/api.`,
  },
];
const featureBlocks = FEATURES.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`web/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...featureBoundary(feature, depth), ...writePath],
        },
      ],
    },
  })),
);

// Import direction in the api (as the web's features): routes -> service -> repo inside one module
// (api/modules/<m>); a module reaches another only through that module's services (never its
// *.repo or *.routes files); jobs (api/jobs), the shared layers (api/lib, api/middleware, api/ssr,
// api/images, api/visibility) and db/ never import a module's repository. docs/architecture.md.
const API_MODULES = readdirSync(new URL('./api/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleBoundary = (module) => ({
  regex: String.raw`^\.\./(?!${module}/)[^/]+/[^/]*\.(repo|routes)$`,
  message: `A module reaches another only through its services: call a function of that module's *.service.ts (add one that owns the rule), never its repository or routes.`,
});
const apiModuleBlocks = API_MODULES.map((module) => ({
  files: [`api/modules/${module}/*.ts`],
  // Tests may drive any module's queries (the visibility and EXPLAIN checks read them all).
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [moduleBoundary(module)] }] },
}));
// Every service function takes the one dependency object (api/deps.ts) first: ServiceDeps, or its
// DbDeps part when it only reads and writes rows. A helper that takes no dependencies is not a
// service: it lives in another file of the module.
const SERVICE_DEPS = String.raw`/^(ServiceDeps|DbDeps)$/`;
const serviceDepsFirst = (fn) =>
  `ExportNamedDeclaration > ${fn}:not([params.0.typeAnnotation.typeAnnotation.typeName.name=${SERVICE_DEPS}])`;
const serviceDepsMessage =
  'A service function takes the one dependency object first: (deps: ServiceDeps, ...) or ({ db }: DbDeps, ...) from api/deps.ts. Move a helper without dependencies out of *.service.ts.';
const serviceShape = {
  files: ['api/modules/**/*.service.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: serviceDepsFirst('FunctionDeclaration'), message: serviceDepsMessage },
      {
        selector: serviceDepsFirst('VariableDeclaration > VariableDeclarator > ArrowFunctionExpression'),
        message: serviceDepsMessage,
      },
      {
        selector: serviceDepsFirst('VariableDeclaration > VariableDeclarator > FunctionExpression'),
        message: serviceDepsMessage,
      },
    ],
  },
};
const unisolatedMessage =
  'The node test project runs unisolated (vitest.config.ts, isolate: false): a module mock, a stubbed global or a changed process.env leaks into the next test file. Pass config in (api/test/test-app.ts).';
const unisolatedTests = {
  // Test files of the node project and their helpers: they share one module graph per worker.
  files: [
    'api/**/*.test.ts',
    'api/test/**/*.ts',
    'db/**/*.test.ts',
    'contract/**/*.test.ts',
    'scripts/**/*.test.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)$/]",
        message: unisolatedMessage,
      },
      {
        selector:
          "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
        message: unisolatedMessage,
      },
      {
        selector:
          "UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
        message: unisolatedMessage,
      },
    ],
  },
};
const noModuleRepos = {
  regex: String.raw`(^|/)modules/[^/]+/[^/]*\.repo$`,
  message:
    'Only a module reads its own tables: call its service (api/jobs, api/lib, api/middleware and db/ never import a module repository).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'web/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // A plain script the server-rendered pages load as it is (web/public/boot.js): browser globals.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // contract/ is shared by api, web and sw: no Node or DOM imports, and nothing from web, api or db.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'react', 'react-dom', 'knex', 'koa'] },
            {
              regex: String.raw`^(@/|(\.\./)+(web|api|db)(/|$))`,
              message: 'contract/ is the bottom layer: it imports only zod and other contract files.',
            },
          ],
        },
      ],
    },
  },
  ...featureBlocks,
  {
    // Shared web code is imported by features and routes, never the other way round.
    files: ['web/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRoutes, noFeatures] }] },
  },
  {
    // web/api reads with `read` (GET endpoints only, checked by its type) and writes through the
    // write path: a write that bypasses the outbox fails here (docs/offline.md, "Structure").
    files: ['web/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRoutes, noFeatures, ...writePath] }] },
  },
  {
    files: ['web/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRoutes, noFeatures, ...writePath] }] },
  },
  {
    // The offline layer: the network through web/lib's primitives only (its delta pull calls the
    // typed client itself); nothing from web/api, web/components, the features or the routes.
    files: ['web/offline/**/*.{ts,tsx}'],
    ignores: ['web/offline/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noRoutes,
            noFeatures,
            {
              regex: String.raw`^(@/|(\.\./)+)(api|components)(/|$)`,
              message:
                'web/offline sits below web/api and web/components (docs/offline.md, "Structure"): pass what it needs in, or move the piece to web/lib.',
            },
            {
              regex: String.raw`^(@/|(\.\./)+)lib/(?!(${LIB_BELOW_OFFLINE.join('|')})$)`,
              message: `web/offline imports from web/lib only the primitives below it (${LIB_BELOW_OFFLINE.join(', ')}): the rest of web/lib uses web/offline.`,
            },
            ...writePath,
          ],
        },
      ],
    },
  },
  {
    // ...and those primitives never reach up into web/offline.
    files: LIB_BELOW_OFFLINE.map((name) => `web/lib/${name}.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noRoutes,
            noFeatures,
            {
              regex: String.raw`^(@/|(\.\./)+)offline(/|$)`,
              message:
                'The request and command primitives sit below web/offline (docs/offline.md, "Structure").',
            },
            {
              regex: String.raw`^(@/|(\.\./)+)api(/|$)`,
              message:
                'The request and command primitives sit below web/api: what they need from it is handed in (web/lib/write-rules.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Everything else on the web (routes, the entries, test helpers): the one way to the client.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/**', 'web/api/**', 'web/features/**', 'web/components/**', 'web/offline/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: writePath }] },
  },
  ...apiModuleBlocks,
  serviceShape,
  unisolatedTests,
  {
    // Outside the modules (jobs, lib, middleware, ssr, images, visibility, the app itself): services only.
    files: ['api/**/*.ts'],
    ignores: ['api/modules/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noModuleRepos] }] },
  },
  {
    // db/ (migrations, seeds, the CLI) is below the app: never its modules' services, routes or
    // repositories, nor the app, the server or the jobs.
    files: ['db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noModuleRepos,
            {
              regex: String.raw`^(\.\./)+api/(app|server|jobs)(/|$)|^(\.\./)+api/modules/[^/]+/[^/]*\.(service|routes)$`,
              message:
                'db/ is below the app: it may use api helpers (config, storage, visibility SQL), not its modules or the app.',
            },
          ],
        },
      ],
    },
  },
);
