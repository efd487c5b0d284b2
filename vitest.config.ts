import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` for every package. Server integration tests run once on an embedded PGlite and,
 * when TEST_DATABASE_URL is set, a second time on that PostgreSQL (ARCHITECTURE "Tests").
 */
const serverProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      {
        extends: true,
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
  },
});
