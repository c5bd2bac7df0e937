// PostgreSQL for the fault and scale-out tests: a fresh database on the server DATABASE_URL
// points at (CI's second pass), or — for the restart test, which must stop and start the
// server itself — a throwaway cluster of its own (toolchain.md section 7: initdb into a temp
// dir, loopback only, no fsync).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './built-server.js';

/** Why a PostgreSQL test is skipped, or null when it can run. */
export const postgresSkipReason = process.env.DATABASE_URL
  ? null
  : 'needs PostgreSQL: set DATABASE_URL (the second CI pass, .ci/run, does)';

export type FreshDatabase = { url: string; query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>; drop: () => Promise<void> };

/** A new, empty database on the DATABASE_URL server (the app migrates it at start). */
export async function freshDatabase(baseUrl = process.env.DATABASE_URL!): Promise<FreshDatabase> {
  const name = `int_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return {
    url,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    drop: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function pgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/initdb'))).sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1)!, 'bin') : null;
}

export const clusterSkipReason =
  postgresSkipReason ?? (pgBin() ? null : 'needs the PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin');

export type Cluster = {
  url: string;
  start: () => void;
  /** `fast` ends sessions politely (57P01); `immediate` drops them like a crash. */
  stop: (mode?: 'fast' | 'immediate') => void;
  destroy: () => void;
};

/** A private PostgreSQL server on a free port, so a test may stop and start it at will. */
export async function startCluster(): Promise<Cluster> {
  const bin = pgBin();
  if (!bin) throw new Error(clusterSkipReason ?? 'no PostgreSQL binaries');
  const port = await freePort();
  // /tmp, not TMPDIR: the postgres user must be able to reach the directory.
  const dataDir = mkdtempSync('/tmp/stackwise-pgfault-');
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL must run as another user (toolchain.md: the postgres system user).
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' }) : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  chmodSync(dataDir, 0o700);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  // synchronous_commit stays on: an immediate stop must not lose a commit the app acknowledged.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const start = () => void run('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '30', 'start', '-o', options]);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => void run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
