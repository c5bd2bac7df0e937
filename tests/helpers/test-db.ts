// A real, migrated database per test file: a PGlite clone of a migrated template (fast), or a
// fresh PostgreSQL database when DATABASE_URL is set (the second CI pass).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';

let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const base = await PGlite.create();
    const db = await openDatabase({ pglite: base });
    await migrate(db.sql);
    return base;
  })();
  return template;
}

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const clone = (await (await migratedTemplate()).clone()) as PGlite;
    return openDatabase({ pglite: clone });
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 5 });
  await migrate(database.sql);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
