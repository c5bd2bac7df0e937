// Applies src/server/db/migrations/*.sql in name order, each once, each in a transaction.
// An advisory lock makes concurrent instances starting together take turns.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths.js';
import type { SqlRunner } from './client.js';

// The SQL files stay in the source tree (the build does not copy them), for dev and dist alike.
export const migrationsDir = path.join(projectRoot, 'src/server/db/migrations');
const LOCK_ID = 7_240_001;

export function listMigrations(dir = migrationsDir): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

export async function migrate(sql: SqlRunner, dir = migrationsDir): Promise<string[]> {
  await sql.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  await sql.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  const applied: string[] = [];
  try {
    const done = new Set((await sql.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const m of listMigrations(dir)) {
      if (done.has(m.name)) continue;
      const escaped = m.name.replace(/'/g, "''");
      await sql.exec(`BEGIN;\n${m.sql}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`);
      applied.push(m.name);
    }
  } catch (err) {
    await sql.exec('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await sql.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
  }
  return applied;
}
