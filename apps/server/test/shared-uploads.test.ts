import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { predictableRestaurant } from './fixtures';
import { startFakeS3, type FakeS3 } from './fake-s3';
import { createTestApp, DB_KIND, openTestDatabase, type TestApp } from './helpers';
import { makeOwner, type Person } from './life-fixtures';

/**
 * Issue 35: uploaded pictures live in storage every instance shares, the database by default or an
 * S3-compatible bucket, and are served with immutable cache headers.
 */
const picture = (width = 40) => sharp({ create: { width, height: 30, channels: 3, background: '#3a7' } }).png().toBuffer();
const upload = async (app: TestApp, owner: Person, bytes: Buffer) => {
  const res = await app.app.inject({ method: 'POST', url: '/api/store/upload-image', headers: { 'content-type': 'image/png', authorization: `Bearer ${owner.token}` }, payload: bytes });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { image: string } }>().data.image;
};
const isWebp = (bytes: Buffer) => bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('pictures in the database', () => {
  let t: TestApp;
  let owner: Person;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await makeOwner(t.db, [(await predictableRestaurant(t.db)).id]);
  });
  afterAll(() => t?.close());

  it('serves an upload as immutable with a strong ETag, answers 304 to it, and 404 to names it never gave', async () => {
    const image = await upload(t, owner, await picture());
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(isWebp(served.rawPayload)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${image.slice('/uploads/'.length, -'.webp'.length)}"`);
    expect((await t.app.inject({ method: 'GET', url: image, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await t.app.inject({ method: 'HEAD', url: image })).statusCode).toBe(200);
    for (const url of ['/uploads/0123456789abcdef0123456789abcdef.webp', '/uploads/..%2f..%2fpackage.json', '/uploads/ABC.webp', '/uploads/0123456789abcdef0123456789abcdef.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('pictures an earlier version kept on disk', () => {
  it('are copied into the shared storage at start-up, once, and served from it', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'keka-uploads-'));
    const name = 'ab'.repeat(16) + '.webp';
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).webp().toBuffer();
    await fs.mkdir(path.join(dataDir, 'uploads'));
    await fs.writeFile(path.join(dataDir, 'uploads', name), bytes);
    const database = await openTestDatabase();
    const first = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    try {
      const served = await first.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(await fs.readdir(path.join(dataDir, 'uploads'))).toContain('.copied-to-database');
    } finally {
      await first.close();
    }
    // The file is gone from disk: served from the database all the same.
    await fs.rm(path.join(dataDir, 'uploads', name));
    const second = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    try {
      expect((await second.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(200);
    } finally {
      await second.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(DB_KIND !== 'postgres')('two instances on one PostgreSQL', () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  let owner: Person;
  beforeAll(async () => {
    database = await openTestDatabase();
    a = await createTestApp({ database });
    b = await createTestApp({ database });
    owner = await makeOwner(a.db, [(await predictableRestaurant(a.db)).id]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it("serve each other's uploads", async () => {
    const image = await upload(a, owner, await picture());
    const fromA = await a.app.inject({ method: 'GET', url: image });
    const fromB = await b.app.inject({ method: 'GET', url: image });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
  });
});

describe('pictures in an S3-compatible bucket, through the AWS SDK', () => {
  let s3: FakeS3;
  let a: TestApp;
  let b: TestApp;
  let owner: Person;
  beforeAll(async () => {
    s3 = await startFakeS3();
    const env = { S3_BUCKET: 'keka-pictures', S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'test-key', S3_SECRET_ACCESS_KEY: 'test-secret-key' };
    a = await createTestApp({ env });
    // Another instance with a database of its own: only the bucket is shared.
    b = await createTestApp({ env });
    owner = await makeOwner(a.db, [(await predictableRestaurant(a.db)).id]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
  });

  it('puts each upload in the bucket under the prefix, signed, and every instance serves it from there', async () => {
    const image = await upload(a, owner, await picture());
    const key = `keka-pictures/uploads/${image.slice('/uploads/'.length)}`;
    const stored = s3.objects.get(key);
    expect(stored, [...s3.objects.keys()].join()).toBeDefined();
    expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    expect(s3.requests.every((r) => r.signed)).toBe(true);
    const served = await b.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
    // Nothing of it in the database.
    expect((await a.app.inject({ method: 'GET', url: '/uploads/' + 'cd'.repeat(16) + '.webp' })).statusCode).toBe(404);
  });
});
