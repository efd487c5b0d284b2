import { describe, expect, it } from 'vitest';
import type { Db, Tx } from './client';

/** ARCHITECTURE "PGlite hazards": passing `db` where a transaction is due must not compile. */
describe('the transaction handle has its own type', () => {
  it('accepts a transaction where a Db is read, and refuses a Db where a Tx is due', () => {
    const needsTx = (tx: Tx) => tx;
    const readsDb = (db: Db) => db;
    const check = (db: Db, tx: Tx) => {
      readsDb(tx);
      // @ts-expect-error a plain database handle is not a transaction
      needsTx(db);
    };
    expect(typeof check).toBe('function');
  });
});
