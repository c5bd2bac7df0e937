import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-db.js';
import type { Database } from './client.js';
import { listMigrations, migrate } from './migrate.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrate', () => {
  it('records every migration and is idempotent', async () => {
    expect(await migrate(database.sql)).toEqual([]);
    const rows = await database.sql.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
  });
  it('migration files are numbered uniquely', () => {
    const numbers = listMigrations().map((m) => m.name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
