import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase (embedded)', () => {
  // A fresh data directory: PGlite creates its cluster first (seconds on a busy machine).
  it('opens PGlite with small shared buffers, so the server stays near 300 MB', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-client-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const result = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      const rows = (Array.isArray(result) ? result : (result as { rows: { shared_buffers: string }[] }).rows) as { shared_buffers: string }[];
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
