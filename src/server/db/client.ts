// One database handle for the whole process: embedded PGlite under DATA_DIR by default,
// PostgreSQL when DATABASE_URL is set. Both speak the same SQL and share one set of migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL for migrations and health checks, whichever driver is underneath. */
export type SqlRunner = {
  /** Runs one or more statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
};

export type Database = {
  db: Db;
  sql: SqlRunner;
  kind: 'pglite' | 'postgres';
  /** Committed changes as they happen (for read caches); listens only once subscribed to. */
  changes: ChangeFeed;
  close(): Promise<void>;
};

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** The embedded database's shared_buffers (e.g. "32MB"); Postgres's default when absent. */
  pgliteSharedBuffers?: string;
  /** An existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // A query that hangs during a database outage must fail, not hold a request forever.
      query_timeout: 15000,
    });
    // An idle client that loses its connection emits here; without a listener Node would crash.
    pool.on('error', () => {});
    // The pool removes its own listener while a client is checked out (a transaction between two
    // queries, say): a server shutdown then emits 'error' on the client itself, which would crash
    // the process. The query in progress, if any, rejects on its own and the request answers 503;
    // the broken client is not queryable any more, so the pool discards it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const changes = postgresChangeFeed(opts.databaseUrl, (text, params) => pool.query(text, params));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      sql: {
        exec: async (text) => void (await pool.query(text)),
        query: async (text, params) => (await pool.query(text, params)).rows,
      },
      kind: 'postgres',
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = path.join(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, opts.pgliteSharedBuffers ? { postgresqlconf: [`shared_buffers = ${opts.pgliteSharedBuffers}`] } : {});
  }
  const pglite = client;
  const changes = pgliteChangeFeed(pglite);
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    sql: {
      exec: async (text) => void (await pglite.exec(text)),
      query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    },
    kind: 'pglite',
    changes,
    close: async () => {
      await changes.close();
      await pglite.close();
    },
  };
}
