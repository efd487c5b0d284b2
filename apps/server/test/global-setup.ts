import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgPool, fromPglite, fromPgPool, type Database } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    pgTemplateDatabase: string;
    pgAdminUrl: string;
    runId: string;
  }
}

/** Builds ONE migrated, seeded database per run; each test file clones it (ARCHITECTURE "Tests"). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  project.provide('runId', runId);
  return kind === 'postgres' ? setupPostgres(project, runId) : setupPglite(project, runId);
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedDemoData(database.db);
}

async function setupPglite(project: TestProject, runId: string) {
  const client = new PGlite();
  const database = fromPglite(client);
  await migrateAndSeed(database);
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `keka-template-${runId}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', file);
  project.provide('pgTemplateDatabase', '');
  project.provide('pgAdminUrl', '');
  return async () => fs.rmSync(file, { force: true });
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function setupPostgres(project: TestProject, runId: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the server-pg project');
  const template = `keka_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const database = fromPgPool(createPgPool(databaseUrl(adminUrl, template), 4));
  await migrateAndSeed(database);
  await database.close();
  project.provide('pgliteTemplatePath', '');
  project.provide('pgTemplateDatabase', template);
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`keka_%${runId}%`]);
    for (const { datname } of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await cleanup.end();
  };
}
