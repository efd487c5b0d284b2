// Type-aware lint for the whole monorepo (STYLE 14).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Asymmetric matchers (expect.any, expect.stringMatching) are typed `any` by vitest.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
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
              regex: '^@keka/contracts(?!/(i18n|setting-keys)$)',
              allowTypeImports: true,
              message: 'Import contract types only (import type); plain data lives in @keka/contracts/i18n and /setting-keys.',
            },
            { group: ['**/apps/server/**', '@keka/server'], message: 'The web never imports server code.' },
          ],
        },
      ],
    },
  },
);
