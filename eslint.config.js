import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import checkFile from 'eslint-plugin-check-file'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'test-results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: promises that are awaited or handled, no silent `any`, exhaustive switches.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.config.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-redundant-type-constituents': 'error',
      '@typescript-eslint/restrict-template-expressions': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // Tests read loosely typed answers (`res.json()`) on purpose; what they assert is checked at run time.
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'apps/*/src/testing/**',
      'apps/server/src/gates/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // The layers (docs/decisions/033): imports run one way, shared code → features → app. Shared
    // code (the server's accounts/catalog/commerce/progress/storage/outbox/lib/db/plugins modules,
    // the web's components/lib/config/hooks) never imports a feature or the app; a feature never
    // imports another feature nor the app; only the app (the server's app.ts and services.ts, the
    // web's app/) imports features. Tests and their helpers (testing/, gates/) may import any
    // layer. The web app and the server never import each other; the domain imports neither.
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'domain', pattern: 'packages/domain/**' },
        { type: 'server-test', mode: 'full', pattern: 'apps/server/src/**/*.test.ts' },
        {
          type: 'server-test',
          pattern: ['apps/server/src/testing', 'apps/server/src/gates', 'apps/server/bench'],
        },
        {
          type: 'server-app',
          mode: 'full',
          pattern: 'apps/server/src/{app,services,server}.ts',
        },
        { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
        { type: 'server', pattern: 'apps/server/**' },
        { type: 'web-test', mode: 'full', pattern: 'apps/web/src/**/*.test.{ts,tsx}' },
        { type: 'web-test', pattern: 'apps/web/src/testing' },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web', pattern: 'apps/web/**' },
        { type: 'e2e', pattern: 'e2e/**' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'domain' } },
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        'server',
                        'server-app',
                        'server-feature',
                        'server-test',
                        'web',
                        'web-app',
                        'web-feature',
                        'web-test',
                        'e2e',
                      ],
                    },
                  },
                },
              },
            },
            {
              from: {
                element: {
                  types: { anyOf: ['server', 'server-app', 'server-feature', 'server-test'] },
                },
              },
              disallow: {
                to: {
                  element: {
                    types: { anyOf: ['web', 'web-app', 'web-feature', 'web-test', 'e2e'] },
                  },
                },
              },
            },
            {
              from: {
                element: { types: { anyOf: ['web', 'web-app', 'web-feature', 'web-test'] } },
              },
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: ['server', 'server-app', 'server-feature', 'server-test', 'e2e'],
                    },
                  },
                },
              },
            },
            {
              // Shared code never imports a feature, the app or a test helper.
              from: { element: { type: 'server' } },
              disallow: {
                to: {
                  element: { types: { anyOf: ['server-feature', 'server-app', 'server-test'] } },
                },
              },
            },
            {
              from: { element: { type: 'web' } },
              disallow: {
                to: { element: { types: { anyOf: ['web-feature', 'web-app', 'web-test'] } } },
              },
            },
            {
              // A feature never imports the app (which imports it) nor a test helper.
              from: { element: { type: 'server-feature' } },
              disallow: { to: { element: { types: { anyOf: ['server-app', 'server-test'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { types: { anyOf: ['web-app', 'web-test'] } } } },
            },
            {
              from: { element: { type: 'server-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'server-feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles: a cycle means two modules are one layer. (`import type` is erased at build
    // time and not counted.)
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are read (the default reads only .js), resolved as tsc resolves them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // File and folder names are kebab-case (`course-card.tsx`, `orders.routes.ts`).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,e2e,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'Use import.meta.env in the web app.' },
      ],
    },
  },
  {
    // Only config.ts reads the environment on the server.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/server/src/testing/**',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    // The domain is pure: no framework, no I/O.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            'fastify*',
            'drizzle-orm*',
            'node:*',
            'pg',
            '@electric-sql/*',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'fetch'],
    },
  },
  {
    // Who may call a route is a rule of the domain: guards name its role sets (`MENTOR_ROLES`,
    // `STUDENT_ROLES`, `ADMIN_ROLES`, `WISHLIST_ROLES` in @app/domain/roles), never role strings.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression:matches([callee.name="requireRole"], [callee.property.name="requireRole"]) :matches(Literal, TemplateLiteral)',
          message:
            'Pass a role set from @app/domain/roles (MENTOR_ROLES, STUDENT_ROLES, ...) to requireRole.',
        },
      ],
    },
  },
)
