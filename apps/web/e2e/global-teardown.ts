import { rm } from 'node:fs/promises';

/** Removes the run's temporary database directory (made in playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.KEKA_E2E_DATA_DIR;
  if (dir && dir.includes('keka-e2e-')) await rm(dir, { recursive: true, force: true });
}
