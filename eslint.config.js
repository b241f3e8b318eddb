import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    files: ['web/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // contract/ is shared by api, web and sw: no Node or DOM imports.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', 'knex', 'koa'] }],
    },
  },
  {
    // One way to the HTTP client: reads through web/api/*, writes through web/lib/write.ts. No
    // component, hook or feature calls the client (or the typed `call`) itself.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/**', 'web/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client', '@/lib/api-client'],
              importNames: ['apiRequest', 'apiJson', 'getJson', 'getList'],
              message: 'Read through web/api/* and write through web/lib/write.ts.',
            },
            {
              group: ['**/lib/call', '@/lib/call'],
              importNames: ['call'],
              message: 'Read through web/api/* and write through web/lib/write.ts.',
            },
          ],
        },
      ],
    },
  },
);
