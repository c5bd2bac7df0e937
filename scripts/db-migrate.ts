// npm run db:migrate — applies pending migrations to the configured database and exits.
import { openDatabase } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import { loadEnv } from '../src/server/env.js';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const applied = await migrate(database.sql);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await database.close();
}
