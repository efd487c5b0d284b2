import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDriverClient, STATEMENTS, toText, type PgliteDriverClient } from './pglite-client';

describe('toText', () => {
  it('writes values as PostgreSQL reads untyped text parameters', () => {
    expect(toText(null)).toBeNull();
    expect(toText(undefined)).toBeNull();
    expect(toText(12)).toBe('12');
    expect(toText(10n)).toBe('10');
    expect(toText(true)).toBe('t');
    expect(toText(new Date('2026-11-25T01:02:03.004Z'))).toBe('2026-11-25T01:02:03.004Z');
    expect(toText({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}');
    expect(toText([1, null, 'a"b\\c', [2]])).toBe('{"1",NULL,"a\\"b\\\\c",{"2"}}');
    expect(toText(new Uint8Array([0, 255]))).toBe('\\x00ff');
  });
});

describe('pgliteDriverClient', () => {
  let pg: PGlite;
  let client: PgliteDriverClient;
  /** Statements PostgreSQL holds under a name for this session. */
  const held = async () => (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  beforeAll(async () => {
    pg = new PGlite();
    await pg.exec('create table t (id serial primary key, name text unique not null, at timestamptz, tags text[], doc jsonb, ok boolean)');
    client = pgliteDriverClient(pg);
  });
  afterAll(async () => {
    await pg.close();
  });

  it('answers rows as arrays or objects, with the parsers asked for, and counts what it wrote', async () => {
    const at = new Date('2026-11-25T01:02:03.004Z');
    const inserted = await client.query('insert into t (name, at, tags, doc, ok) values ($1, $2, $3, $4, $5) returning id', ['a', at, ['x', 'y"z'], JSON.stringify({ k: 1 }), true]);
    expect(inserted.affectedRows).toBe(1);
    const id = (inserted.rows[0] as { id: number }).id;
    const asObject = await client.query<{ name: string; at: Date; tags: string[]; doc: unknown; ok: boolean }>('select name, at, tags, doc, ok from t where id = $1', [id]);
    expect(asObject.rows).toEqual([{ name: 'a', at, tags: ['x', 'y"z'], doc: { k: 1 }, ok: true }]);
    const asArray = await client.query('select name, at from t where id = $1', [id], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(asArray.rows).toEqual([['a', expect.stringMatching(/^2026-11-25 01:02:03\.004/)]]);
  });

  it('answers as PGlite\'s own query does (rows, fields, command, counts)', async () => {
    await client.query("insert into t (name, tags, ok) values ('same-1', '{a}', false), ('same-2', null, true)", []);
    const cases: [string, unknown[], { rowMode?: 'array' | 'object'; parsers?: Record<number, (v: string) => unknown> }?][] = [
      ["select id, name, tags, ok from t where name like $1 order by id", ['same-%']],
      ["select id, name from t where name like $1 order by id", ['same-%'], { rowMode: 'array', parsers: { 23: (v: string) => `int ${v}` } }],
      ['select id from t where name = $1', ['nobody']],
      ["update t set ok = not ok where name like $1", ['same-%']],
      ["update t set ok = not ok where name like $1 returning name", ['same-%']],
      ['delete from t where name = $1', ['nobody']],
    ];
    for (const [text, params, options] of cases) {
      expect(await client.query(text, params, options), text).toEqual(await pg.query(text, params, options));
    }
  });

  it('reads text in any script and answers larger than one piece of PGlite\'s buffer', async () => {
    const words = '₹ नमस्ते 🍛 "quoted" \\ back';
    expect((await client.query<{ w: string }>('select $1::text as w', [words])).rows).toEqual([{ w: words }]);
    const many = await client.query<{ i: number; pad: string }>("select i, repeat('x', 500) as pad from generate_series(1, 5000) as i", []);
    expect(many.rows).toHaveLength(5000);
    expect(many.rows[4999]).toEqual({ i: 5000, pad: 'x'.repeat(500) });
    expect(many.rowCount).toBe(5000);
  });

  it('parses a statement once and keeps it under a name, closing the oldest past the limit', async () => {
    const before = await held();
    await client.query('select $1::int + 1 as n', [1]);
    const after = await held();
    expect(after).toBe(before + 1);
    expect((await client.query<{ n: number }>('select $1::int + 1 as n', [41])).rows[0]!.n).toBe(42);
    expect(await held()).toBe(after);
    for (let i = 0; i < STATEMENTS + 5; i++) await client.query(`select $1::int + ${i} as n`, [0]);
    expect(await held()).toBe(STATEMENTS);
  });

  it('throws the database error (code, query, params) and stays usable', async () => {
    await client.query('insert into t (name) values ($1)', ['dup']);
    const error = await client.query('insert into t (name) values ($1)', ['dup']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: expect.stringContaining('duplicate key'), constraint: 't_name_key', table: 't', severity: 'ERROR' });
    expect(error).toMatchObject({ code: '23505', query: 'insert into t (name) values ($1)', params: ['dup'] });
    const bad = await client.query('select $1::int as n', ['nope']).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: '22P02' });
    const syntax = await client.query('selec 1', []).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await client.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('commits a transaction, rolls back on a throw, and lets nothing in between', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (name) values ($1)', ['committed']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (name) values ($1)', ['rolled back']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const names = async () => (await client.query<{ name: string }>('select name from t where name in ($1, $2) order by name', ['committed', 'rolled back'])).rows.map((r) => r.name);
    expect(await names()).toEqual(['committed']);

    // A query from outside waits for the open transaction, and sees only what it committed.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const open = client.transaction(async (tx) => {
      await tx.query('insert into t (name) values ($1)', ['inside']);
      await gate;
    });
    const outside = client.query<{ n: number }>("select count(*)::int as n from t where name = 'inside'", []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await open;
    expect((await outside).rows[0]!.n).toBe(1);
  });

  it('sends BEGIN with the first statement: an empty transaction sends nothing, a failing first statement rolls back', async () => {
    const exchanges: number[] = [];
    const send = pg.execProtocolRawStream.bind(pg);
    pg.execProtocolRawStream = (batch, options) => (exchanges.push(batch.length), send(batch, options));
    try {
      expect(await client.transaction(async () => 'nothing')).toBe('nothing');
      expect(exchanges).toHaveLength(0);
      await client.transaction(async (tx) => {
        await tx.query('insert into t (name) values ($1)', ['first in tx']);
      });
      expect(exchanges).toHaveLength(2); // BEGIN + the insert, then COMMIT
      await expect(
        client.transaction(async (tx) => {
          await tx.query('insert into t (name) values ($1)', ['first in tx']);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect(pg.isInTransaction()).toBe(false);
      let leaked: PgliteDriverClient | null = null;
      await client.transaction(async (tx) => {
        leaked = tx;
      });
      await expect(leaked!.query('select 1', [])).rejects.toThrow(/ended/);
    } finally {
      pg.execProtocolRawStream = send;
    }
    expect((await client.query<{ n: number }>("select count(*)::int as n from t where name = 'first in tx'", [])).rows[0]!.n).toBe(1);
  });

  it('refuses to commit a transaction a caught error aborted', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (name) values ($1)', ['dup']).catch(() => undefined);
      }),
    ).rejects.toThrow(/rolled back/);
    expect((await client.query<{ n: number }>("select count(*)::int as n from t where name = 'dup'", [])).rows[0]!.n).toBe(1);
  });
});
