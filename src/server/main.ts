// Process entry: configuration → catalog → database (migrated) → HTTP and/or worker →
// graceful shutdown. `--worker-only` runs a job worker without HTTP (scale-out on PostgreSQL).
import pino from 'pino';
import { createApp } from './app.js';
import { CatalogError, loadCatalog } from './catalog/catalog.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { ConfigError, loadEnv } from './env.js';
import { redactPaths, serializeError } from './http/logging.js';
import { engineJobHandlers } from './modules/engine/engine.jobs.js';
import { createLlmWording } from './modules/engine/llm/llm-features.js';
import { expireLeases } from './modules/jobs/jobs.queue.js';
import { startWorker, type Worker } from './modules/jobs/worker.js';
import { withTestDelay } from './modules/engine/test-delay.js';
import { clientDistDir } from './paths.js';

async function main() {
  const env = loadEnv();
  const workerOnly = process.argv.includes('--worker-only');
  if (workerOnly && !env.DATABASE_URL) {
    throw new ConfigError('A separate worker needs a shared PostgreSQL: set DATABASE_URL (the embedded database belongs to one process).');
  }
  const catalog = loadCatalog();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
  });
  await migrate(database.sql);

  const app = workerOnly ? null : await createApp({ env, database, clientDir: clientDistDir });
  const log = app?.log ?? pino({ level: env.LOG_LEVEL, redact: redactPaths, serializers: { err: serializeError } });
  // A job still running in the embedded database was a dead process's: taken over at once.
  if (!env.DATABASE_URL && (workerOnly || env.RUN_WORKER)) await expireLeases(database.db);
  const worker: Worker | null =
    workerOnly || env.RUN_WORKER
      ? startWorker({
          db: database.db,
          handlers: engineJobHandlers({ db: database.db, catalog, wording: withTestDelay(createLlmWording(env, log), env.JOB_TEST_DELAY_MS) }),
          log,
          changes: database.changes,
          // The embedded database belongs to this one process: no other worker's lease can run out
          // unseen (a dead process's leases end at boot, above), its own retries wake it when due, and
          // every job it queues wakes it. A slow safety poll is enough; each poll is a query run by
          // Postgres in WebAssembly in this process, most of what an idle embedded server spends.
          ...(env.DATABASE_URL ? {} : { safetyPollMs: 30_000 }),
          leaseSeconds: env.JOB_LEASE_SECONDS,
        })
      : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15000).unref();
    try {
      await app?.close(); // stops accepting, waits for in-flight requests
      await worker?.stop(); // finishes the job in hand; an interrupted one is resumed elsewhere
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (app) {
    await app.listen({ port: env.PORT, host: env.HOST });
    log.info(`${env.APP_NAME} on http://localhost:${env.PORT} (database: ${database.kind}, worker: ${worker ? 'on' : 'off'})`);
  } else {
    log.info(`${env.APP_NAME} worker started (database: ${database.kind})`);
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof CatalogError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
