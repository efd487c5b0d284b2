// Type-aware lint for the whole monorepo (STYLE 14).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const here = import.meta.dirname;
const dirsIn = (dir) => fs.readdirSync(path.join(here, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const serverModules = dirsIn('apps/server/src/modules');
const webFeatures = dirsIn('apps/web/src/features');
const repositoriesOf = (module) =>
  fs
    .readdirSync(path.join(here, 'apps/server/src/modules', module))
    .filter((f) => f.endsWith('.repository.ts'))
    .map((f) => `./apps/server/src/modules/${module}/${f}`);

/**
 * The boundaries the code keeps (ARCHITECTURE "Repository layout"): a server module reaches another
 * module's data through that module's service, never its repository; a web feature never imports
 * another feature (the route layer composes them).
 */
const boundaryZones = [
  ...serverModules.flatMap((module) =>
    serverModules
      .filter((other) => other !== module)
      .flatMap(repositoriesOf)
      .map((from) => ({ target: `./apps/server/src/modules/${module}`, from, message: 'Reach another module through its service, not its repository.' })),
  ),
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; compose them in apps/web/src/routes.',
  })),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.types/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'vitest.config.ts', 'scripts/*.mjs', 'bench/*.mjs', '.ci/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // Asymmetric matchers (expect.any, expect.stringMatching) are typed `any` by vitest.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts the service worker imports run in its global scope.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Browser scripts outside the app: the bench's reference page.
    files: ['bench/hello/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Domain rules are pure: no I/O, no clock, no randomness (STYLE 2).
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', '@keka/*', 'zod'], message: 'domain is pure TypeScript with no dependencies' }] }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Pass `now` in; domain never reads the clock.' },
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Pass an id/random source in.' },
      ],
    },
  },
  {
    // Only repositories (and the db layer) talk to drizzle (STYLE 7).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/*.repository.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only *.repository.ts files import drizzle.' }] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // zod must not ship to phones: the web imports contract TYPES only.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Keep zod out of the customer bundle.' }],
          patterns: [
            {
              regex: '^@keka/contracts(?!/(i18n|i18n/en-first|i18n/en-more|i18n/local-text|i18n/store|i18n/delivery|i18n/en-cart|setting-keys|first-screens)$)',
              allowTypeImports: true,
              message: 'Import contract types only (import type); plain data lives in @keka/contracts/i18n, /i18n/en-first, /i18n/en-more, /i18n/local-text, /i18n/store, /i18n/delivery, /i18n/en-cart, /setting-keys and /first-screens.',
            },
            { group: ['**/apps/server/**', '@keka/server'], message: 'The web never imports server code.' },
          ],
        },
      ],
    },
  },
);
