// Process entry: configuration → database (migrated) → HTTP (+ worker) → graceful shutdown.
import { loadEnv, ConfigError } from './env.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createApp } from './app.js';
import { clientDistDir } from './paths.js';

async function main() {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
  await migrate(database.sql);
  const app = await createApp({ env, database, clientDir: clientDistDir });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15000).unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`${env.APP_NAME} on http://localhost:${env.PORT} (database: ${database.kind})`);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
