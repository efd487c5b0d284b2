import { protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * The embedded database's client for drizzle (ADR 0035): what drizzle's PGlite driver calls (`query`,
 * `transaction`), sent to PGlite as ONE batch of protocol messages per query over named statements.
 *
 * PGlite's own `query` makes six calls into PostgreSQL per query (parse, describe the statement, bind,
 * describe the portal, execute, sync), each a pass of its main loop and of the message parser, and
 * parses and analyses the SQL text every time: the describe is there only to learn the parameters'
 * types. Here the values go as text with their types left to PostgreSQL, as node-postgres sends them
 * to a PostgreSQL server, so one call does it all; and a statement is parsed once and kept under a
 * name (the most recently used `STATEMENTS`; the oldest is closed in the batch that needs its room).
 *
 * Locks as PGlite's own: a query outside a transaction holds the transaction lock and the query lock;
 * a transaction holds the transaction lock from BEGIN to COMMIT, so nothing else runs in between. A
 * transaction's BEGIN goes in the batch of its first statement.
 */
export interface PgliteDriverClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(run: (tx: PgliteDriverClient) => Promise<T>): Promise<T>;
}

/** Named statements kept at most: each holds its parse tree (and plan) in PGlite's memory, which never shrinks. */
export const STATEMENTS = 200;

const { serialize } = protocol;
const { DatabaseError } = protocol.messages;
const SYNC = serialize.sync();
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});
const BEGIN = serialize.query('BEGIN');

/** A value as PostgreSQL's text input reads it (what node-postgres sends for an untyped parameter). */
export function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function arrayLiteral(values: readonly unknown[]): string {
  const parts = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return arrayLiteral(v);
    const text = toText(v) ?? 'NULL';
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${parts.join(',')}}`;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type Parser = (value: string, typeId: number) => unknown;
type Field = { name: string; dataTypeID: number };

/** What one batch answered: its first result, whether a statement was parsed, and its first error. */
export interface Answer {
  readonly result: Results;
  readonly parsed: boolean;
  readonly error: Error | null;
}

const ERROR_FIELDS: Record<string, string> = {
  S: 'severity', C: 'code', D: 'detail', H: 'hint', P: 'position', p: 'internalPosition', q: 'internalQuery',
  W: 'where', s: 'schema', t: 'table', c: 'column', d: 'dataType', n: 'constraint', F: 'file', L: 'line', R: 'routine',
};

/**
 * PostgreSQL's answer read straight from its bytes into the result PGlite's `parseResults` makes (rows
 * as arrays or objects, fields, command, rows affected, row count), with each column's parser looked up
 * once per result. PGlite's own path turns every message into an object, copies every value's bytes,
 * and copies its whole parser table for each query (drizzle passes parsers with every query).
 */
export function readAnswer(data: Uint8Array, defaults: Readonly<Record<number | string, Parser>>, options?: QueryOptions, skipResults = 0): Answer {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const own = options?.parsers as Readonly<Record<number | string, Parser>> | undefined;
  const asArrays = options?.rowMode === 'array';
  let fields: Field[] = [];
  let parsers: (Parser | undefined)[] = [];
  let rows: unknown[] = [];
  let result: Results | null = null;
  let parsed = false;
  let error: Error | null = null;
  let skip = skipResults;
  const cstring = (at: number) => {
    const end = bytes.indexOf(0, at);
    return { text: bytes.toString('utf8', at, end), next: end + 1 };
  };
  for (let at = 0; at + 5 <= bytes.length; ) {
    const type = bytes[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    let p = at + 5;
    if (type === 0x31 /* 1 ParseComplete */) parsed = true;
    else if (type === 0x54 /* T RowDescription */ && result === null) {
      const count = bytes.readInt16BE(p);
      p += 2;
      fields = new Array<Field>(count);
      for (let i = 0; i < count; i++) {
        const name = cstring(p);
        fields[i] = { name: name.text, dataTypeID: bytes.readInt32BE(name.next + 6) };
        p = name.next + 18;
      }
      parsers = fields.map((f) => own?.[f.dataTypeID] ?? defaults[f.dataTypeID]);
    } else if (type === 0x44 /* D DataRow */ && result === null) {
      const count = bytes.readInt16BE(p);
      p += 2;
      const row: unknown[] | Record<string, unknown> = asArrays ? new Array<unknown>(count) : {};
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        let value: unknown = null;
        if (length >= 0) {
          const text = bytes.toString('utf8', p, p + length);
          p += length;
          const parser = parsers[i];
          value = parser ? parser(text, fields[i]!.dataTypeID) : text;
        }
        if (asArrays) (row as unknown[])[i] = value;
        else (row as Record<string, unknown>)[fields[i]!.name] = value;
      }
      rows.push(row);
    } else if (type === 0x43 /* C CommandComplete */ && skip > 0) {
      skip -= 1;
      rows = [];
    } else if (type === 0x43 /* C CommandComplete */ && result === null) {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5" carry a row count; "CREATE TABLE" does not.
      const words = cstring(p).text.split(' ');
      const command = words[0]!;
      const rowCount = parseInt(words[words.length - 1]!, 10);
      const writes = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE';
      result = { rows, fields, command, affectedRows: writes ? rowCount : 0 } as Results;
      if (!Number.isNaN(rowCount)) (result as { rowCount?: number }).rowCount = rowCount;
      rows = [];
    } else if (type === 0x45 /* E ErrorResponse */ && error === null) {
      const values: Record<string, string> = {};
      while (p < end && bytes[p] !== 0) {
        const code = String.fromCharCode(bytes[p]!);
        const value = cstring(p + 1);
        values[code] = value.text;
        p = value.next;
      }
      const failure = new DatabaseError(values.M ?? 'unknown database error', end - at, 'error');
      for (const [code, key] of Object.entries(ERROR_FIELDS)) if (values[code] !== undefined) Object.assign(failure, { [key]: values[code] });
      error = failure;
    }
    at = end;
  }
  return { result: result ?? ({ rows: [], fields: [], affectedRows: 0 }), parsed, error };
}

export function pgliteDriverClient(pg: PGlite): PgliteDriverClient {
  /** SQL text → statement name, least recently used first. */
  const named = new Map<string, string>();
  let nextName = 0;
  /** A transaction's BEGIN, sent in front of its first statement (one call into PostgreSQL less). */
  let beginPending = false;

  async function run<T>(text: string, params: readonly unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const parts: Uint8Array[] = [];
    const begins = beginPending;
    if (begins) {
      parts.push(BEGIN);
      beginPending = false;
    }
    let name = named.get(text);
    let parsing: string | null = null;
    if (name !== undefined) {
      named.delete(text);
      named.set(text, name);
    } else {
      if (named.size >= STATEMENTS) {
        const [oldestText, oldestName] = named.entries().next().value as [string, string];
        named.delete(oldestText);
        parts.push(serialize.close({ type: 'S', name: oldestName }));
      }
      name = `k${(nextName++).toString(36)}`;
      parsing = name;
      parts.push(serialize.parse({ name, text }));
    }
    parts.push(serialize.bind({ statement: name, values: params.map(toText) }), DESCRIBE_PORTAL, EXECUTE, SYNC);
    const { result, parsed, error } = readAnswer(await exchange(concat(parts)), pg.parsers, options, begins ? 1 : 0);
    if (parsing !== null && parsed) named.set(text, parsing);
    if (error !== null) throw Object.assign(error, { query: text, params });
    return result as Results<T>;
  }

  /** One batch in, PostgreSQL's raw answer out (PGlite hands it over in pieces of its own buffer). */
  async function exchange(batch: Uint8Array): Promise<Uint8Array> {
    const pieces: Uint8Array[] = [];
    await pg.execProtocolRawStream(batch, { syncToFs: false, onRawData: (piece) => pieces.push(piece.slice()) });
    return pieces.length === 1 ? pieces[0]! : concat(pieces);
  }

  async function simple(text: string): Promise<Results> {
    const { result, error } = readAnswer(await exchange(serialize.query(text)), pg.parsers);
    if (error !== null) throw Object.assign(error, { query: text });
    return result;
  }

  return {
    async query(text, params = [], options) {
      const result = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run(text, params, options)));
      await pg.syncToFs();
      return result as Results<never>;
    },
    transaction<T>(body: (tx: PgliteDriverClient) => Promise<T>): Promise<T> {
      return pg._runExclusiveTransaction(async () => {
        let open = true;
        const tx: PgliteDriverClient = {
          query: (text, params = [], options) =>
            open ? pg._runExclusiveQuery(() => run(text, params, options)) : Promise.reject(new Error('This transaction has ended.')),
          transaction: () => Promise.reject(new Error('A transaction is already open: use a savepoint (drizzle nests one).')),
        };
        beginPending = true;
        let outcome: { value: T } | { error: unknown };
        try {
          outcome = { value: await body(tx) };
        } catch (error) {
          outcome = { error };
        }
        open = false;
        // BEGIN still pending means nothing was sent: there is nothing to end.
        const sent = !beginPending;
        beginPending = false;
        if ('error' in outcome) {
          if (sent) await pg._runExclusiveQuery(() => simple('ROLLBACK'));
          throw outcome.error;
        }
        if (!sent) return outcome.value;
        const committed = await pg._runExclusiveQuery(() => simple('COMMIT'));
        await pg.syncToFs();
        // COMMIT of a transaction an error aborted (one the caller caught) rolls it back.
        if (committed.command === 'ROLLBACK') throw new Error('The transaction was rolled back: a statement in it failed.');
        return outcome.value;
      });
    },
  };
}


